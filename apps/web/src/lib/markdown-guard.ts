/**
 * Bounds on what the markdown parser is given. micromark's emphasis and link resolution grow
 * quadratically with the number of delimiters in one paragraph, and every nested quote or list is a
 * level of recursion (50 000 '> ' on one line overflows the stack). Real articles are a few thousand
 * characters with a handful of each; content beyond these bounds is shown as plain text instead,
 * which is still readable, still inert, and takes linear time.
 */
const markdownLimits = {
  chars: 20_000,
  lines: 1_000,
  /** Quote and list markers at the start of one line. */
  nesting: 4,
  /** Leading spaces (a tab counts 4): deeper indentation only nests lists further. */
  indent: 24,
  /** Runs of * or _ in one block (a block ends at a blank line). */
  emphasisRunsPerBlock: 200,
  /** Opening brackets, which start links and images, in one block. */
  bracketsPerBlock: 200,
  /** Backslash escapes and character references in one block. */
  escapesPerBlock: 400,
} as const;

const containerMarker = /^[ \t]{0,3}(?:>[ \t]?|[-*+](?:[ \t]+|$)|\d{1,9}[.)](?:[ \t]+|$))/;

function nestingOf(line: string): number {
  let depth = 0;
  let rest = line;
  // Stops one past the limit: that is enough to know the line is too deep.
  while (depth <= markdownLimits.nesting) {
    const marker = containerMarker.exec(rest);
    if (!marker || marker[0].length === 0) break;
    depth += 1;
    rest = rest.slice(marker[0].length);
  }
  return depth;
}

function indentOf(line: string): number {
  let width = 0;
  for (const character of line) {
    if (character === ' ') width += 1;
    else if (character === '\t') width += 4;
    else break;
  }
  return width;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** True when `source` is within every bound above and may go to the markdown parser. */
export function isSafeToParse(source: string): boolean {
  if (source.length > markdownLimits.chars) return false;
  const lines = source.split(/\r\n|\r|\n/);
  if (lines.length > markdownLimits.lines) return false;
  if (lines.some((line) => nestingOf(line) > markdownLimits.nesting || indentOf(line) > markdownLimits.indent)) return false;
  return source
    .split(/(?:\r\n|\r|\n)[ \t]*(?:\r\n|\r|\n)/)
    .every(
      (block) =>
        count(block, /[*_]+/g) <= markdownLimits.emphasisRunsPerBlock &&
        count(block, /\[/g) <= markdownLimits.bracketsPerBlock &&
        count(block, /[\\&]/g) <= markdownLimits.escapesPerBlock,
    );
}
