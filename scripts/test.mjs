// Runs every suite of `npm test` and ends with one line of totals over all of them.
//
// Suites that do not depend on each other run at the same time, which keeps both cores of a small
// CI machine busy where one suite alone leaves gaps: lint, the typecheck, Vitest and the web build start
// together, and the browser tests and the first-load budgets start as soon as the build is done (they
// test that build), beside whatever is still running. Each suite's output is held back and printed in
// one piece when it ends, under its own heading, so no two interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('.test-tmp/results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const running = new Set();

/** Runs one suite with its output held back; prints it all, under a heading, when the suite ends. */
function run(label, command, args, env = {}) {
  console.log(`▶ ${label}: started at ${seconds(started)}`);
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (ok, note = '') => {
      if (finished) return; // a child that cannot start reports 'error', and may 'close' after it
      finished = true;
      running.delete(child);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n── ${label} (${ok ? 'done' : 'FAILED'} in ${seconds(begin)}) ──${text ? `\n${text}` : ''}${note}`);
      resolve({ ok, took: Math.round((Date.now() - begin) / 1000) });
    };
    child.on('error', (error) => finish(false, `\n${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

// Ctrl-C or a CI timeout: stop the suites still running rather than leave them behind.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(code);
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const vitestFile = path.join(resultsDir, 'vitest.json');
const playwrightFile = path.join(resultsDir, 'playwright.json');

const lintRun = run('lint (ESLint: rules and import boundaries)', 'npm', ['run', '--silent', 'lint']);
const vitestRun = run('unit, API and component tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const buildRun = run('web build', 'npm', ['run', '--silent', 'build']);
const typecheckRun = run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const browserRun = buildRun.then(({ ok }) =>
  ok
    ? run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
      })
    : { ok: false, took: 0 },
);

// The first load's bytes (bench/budgets.ts) are read from that build too: its manifest, and the pages'
// first HTML from a server of its own (not the browser tests' port).
const firstLoadRun = buildRun.then(({ ok }) =>
  ok
    ? run('first-load budgets (bytes, no browser)', process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', 'bench/first-load.test.ts'])
    : { ok: false, took: 0 },
);

const [lint, typecheck, vitestResult, build, browser, firstLoad] = await Promise.all([lintRun, typecheckRun, vitestRun, buildRun, browserRun, firstLoadRun]);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

lines.push(`lint: ${lint.ok ? 'passed' : 'FAILED'}`);
if (!lint.ok) totals.failed += 1;

lines.push(`typecheck: ${typecheck.ok ? 'passed' : 'FAILED'}`);
if (!typecheck.ok) totals.failed += 1;

const vitest = readJson(vitestFile);
if (vitest) {
  const skipped = (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += skipped;
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${skipped} skipped`);
  if (!vitestResult.ok && vitest.numFailedTests === 0) {
    totals.failed += 1;
    lines.push('vitest: the run itself failed (see above)');
  }
} else {
  totals.failed += 1;
  lines.push('vitest: did not report (see above)');
}

if (build.ok) {
  lines.push(`first-load budgets: ${firstLoad.ok ? 'passed' : 'FAILED'}`);
  if (!firstLoad.ok) totals.failed += 1;
}

const playwright = build.ok ? readJson(playwrightFile) : undefined;
if (playwright?.stats) {
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  lines.push(`playwright: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  if (!browser.ok && unexpected === 0) {
    totals.failed += 1;
    lines.push('playwright: the run itself failed (see above)');
  }
} else {
  totals.failed += 1;
  lines.push(build.ok ? 'playwright: did not report (see above)' : 'web build: FAILED');
}

console.log(
  `\ntook ${seconds(started)} in all: lint ${lint.took} s, typecheck ${typecheck.took} s, vitest ${vitestResult.took} s, ` +
    `web build ${build.took} s, playwright ${browser.took} s, first-load budgets ${firstLoad.took} s`,
);
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
