export interface CheckResult {
  check: string;
  passed: boolean;
  detail: string;
}

/** One plain-text table: a row per check, PASS or FAIL, and what was measured. */
export function formatTable(results: CheckResult[]): string {
  const rows = results.map((result) => [result.check, result.passed ? 'PASS' : 'FAIL', result.detail]);
  const header = ['Check', 'Result', 'Measured'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
