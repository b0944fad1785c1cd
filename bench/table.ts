/** One measured figure: what the table prints and the JSON keeps. */
export interface Figure {
  section: string;
  measure: string;
  /** null when it could not be measured (see note). */
  value: number | null;
  unit: string;
  /** The value as printed. */
  shown: string;
  target?: Target;
  verdict?: 'PASS' | 'FAIL' | 'ERROR';
  note?: string;
  /** How it moved against the committed baseline of this kind of machine (bench/baseline.ts). */
  movement?: string;
}

export interface Target {
  atLeast?: number;
  atMost?: number;
  shown: string;
}

export const atLeast = (value: number, shown = `≥ ${value}`): Target => ({ atLeast: value, shown });
export const atMost = (value: number, shown = `≤ ${value}`): Target => ({ atMost: value, shown });

export function meetsTarget(value: number, target: Target): boolean {
  return (target.atLeast === undefined || value >= target.atLeast) && (target.atMost === undefined || value <= target.atMost);
}

/** Builds a figure; the verdict follows from value and target (a target with no value is an ERROR). */
export function figure(
  section: string,
  measure: string,
  value: number | null,
  unit: string,
  options: { shown?: string; target?: Target; note?: string; pass?: boolean } = {},
): Figure {
  const shown = options.shown ?? (value === null ? '—' : `${formatNumber(value)}${unit ? ` ${unit}` : ''}`);
  const result: Figure = { section, measure, value, unit, shown };
  if (options.target) result.target = options.target;
  if (options.note) result.note = options.note;
  if (options.pass !== undefined) result.verdict = options.pass ? 'PASS' : 'FAIL';
  else if (options.target) result.verdict = value === null ? 'ERROR' : meetsTarget(value, options.target) ? 'PASS' : 'FAIL';
  return result;
}

/** A section that could not run at all: one row saying why. */
export function failedSection(section: string, error: unknown): Figure {
  const message = error instanceof Error ? error.message : String(error);
  return { section, measure: 'could not run', value: null, unit: '', shown: '—', verdict: 'ERROR', note: firstLine(message) };
}

const firstLine = (text: string) => text.split('\n')[0]!.slice(0, 160);

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Long notes are clipped in the table; the JSON keeps them whole. */
const NOTE_WIDTH = 110;
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

const COLUMNS = ['Section', 'Measure', 'Value', 'Target', 'Result', 'Against baseline', 'Note'] as const;

/** One plain-text table, columns padded to their widest cell. */
export function renderTable(figures: Figure[]): string {
  const rows = figures.map((f) => [f.section, f.measure, f.shown, f.target?.shown ?? '', f.verdict ?? '', f.movement ?? '', clip(f.note ?? '', NOTE_WIDTH)]);
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body: string[] = [];
  rows.forEach((row, index) => {
    // A blank section cell when it repeats the row above keeps the table readable.
    const repeated = index > 0 && figures[index - 1]!.section === figures[index]!.section;
    body.push(line(repeated ? ['', ...row.slice(1)] : row));
  });
  const verdicts = figures.map((f) => f.verdict).filter(Boolean);
  const summary = `${verdicts.filter((v) => v === 'PASS').length} PASS, ${verdicts.filter((v) => v === 'FAIL').length} FAIL, ${verdicts.filter((v) => v === 'ERROR').length} ERROR`;
  return [line(COLUMNS), rule, ...body, rule, summary].join('\n');
}
