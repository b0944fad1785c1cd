// Runs every suite of `npm test` in order and ends with one line of totals over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('.test-tmp/results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const typecheckOk = run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
lines.push(`typecheck: ${typecheckOk ? 'passed' : 'FAILED'}`);
if (!typecheckOk) totals.failed += 1;

const vitestFile = path.join(resultsDir, 'vitest.json');
const vitestOk = run('unit, API and component tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  const skipped = (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += skipped;
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${skipped} skipped`);
  if (!vitestOk && vitest.numFailedTests === 0) {
    totals.failed += 1;
    lines.push('vitest: the run itself failed (see above)');
  }
} else {
  totals.failed += 1;
  lines.push('vitest: did not report (see above)');
}

const playwrightFile = path.join(resultsDir, 'playwright.json');
const buildOk = run('web build', 'npm', ['run', '--silent', 'build']);
const browserOk =
  buildOk &&
  run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
const playwright = readJson(playwrightFile);
if (playwright?.stats) {
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  lines.push(`playwright: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  if (!browserOk && unexpected === 0) {
    totals.failed += 1;
    lines.push('playwright: the run itself failed (see above)');
  }
} else {
  totals.failed += 1;
  lines.push(buildOk ? 'playwright: did not report (see above)' : 'web build: FAILED');
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
