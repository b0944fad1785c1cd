/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @ first) are prefixed with
 * an apostrophe, so an exported customer name can never execute in the shop owner's spreadsheet.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const cell = (value: string | number | boolean | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
