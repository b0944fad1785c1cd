import { stringify } from 'csv-stringify/sync';

/** A CSV cell: text is always quoted and defused; a number is written as a number; null or undefined leaves the cell empty. */
export type CsvCell = string | number | null | undefined;

/**
 * Where a spreadsheet may start a cell inside a text field: after a comma, a semicolon (the separator
 * where the decimal mark is a comma), a tab or a line break, since a spreadsheet that splits there, or
 * ignores the quotes, begins a new cell. What follows it, past blanks and quotes, begins a formula
 * when it is =, + , - or @, or their full-width forms that some spreadsheets read the same way.
 */
const formulaAfterSeparator = /([,;\t\r\n])(?=[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
/** The field's own start: a formula start as above, or a tab or carriage return, which OWASP counts too. */
const formulaAtStart = /^([\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/**
 * Text with an apostrophe before every cell start that could run as a formula, so the owner's
 * spreadsheet shows a customer's `=HYPERLINK(…)` or `x;=1+1` as the text it is whatever separator it
 * splits on. The apostrophe stays visible: better a marked cell than a formula from a stranger.
 */
export function defuseFormulas(text: string): string {
  const marked = text.replace(formulaAfterSeparator, "$1'");
  return formulaAtStart.test(marked) ? `'${marked}` : marked;
}

/**
 * RFC 4180 CSV (comma, CRLF) through csv-stringify: every text cell quoted and defused, numbers as
 * numbers. The one way the shop writes CSV, for the admin API's downloads and the command line's exports.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRecords([header, ...rows]);
}

/**
 * Records of a CSV written a part at a time (a streamed export: the header first, then each batch of
 * rows), each ending with CRLF, quoted and defused as toCsv writes them: the parts joined are toCsv's file.
 */
export function csvRecords(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return stringify(rows as CsvCell[][], {
    record_delimiter: 'windows',
    quoted_string: true,
    cast: { string: defuseFormulas },
  });
}
