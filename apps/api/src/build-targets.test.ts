// `npm start` builds the web app only when its inputs changed (scripts/build-targets.ts, issue 31). It
// lives in the api project, as import-circles.test.ts does, because that project runs Vitest in plain Node.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BuildFailedError, buildIfChanged, buildTargets, type BuildTarget, type RunCommand } from '../../../scripts/build-targets';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const target: BuildTarget = {
  name: 'the app',
  inputs: ['app', 'lock.json'],
  skip: ['out'],
  environment: (name) => name.startsWith('APP_'),
  stamp: 'app/out/.build-inputs',
  command: ['build', 'it'],
};

/** A repository-shaped directory holding `files` (path → content). */
function treeWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-targets-'));
  for (const [file, content] of Object.entries(files)) write(root, file, content);
  return root;
}

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/**
 * Stands in for the bundler: counts its runs and, like Vite, empties the output folder and fills it;
 * one that fails leaves the output as it was (Vite stops at a syntax error before writing anything).
 */
function fakeBuild(root: string, outcome: { ok: boolean; output: string } = { ok: true, output: 'sizes of 60 files' }) {
  const runs: string[][] = [];
  const run: RunCommand = async (command, cwd) => {
    expect(cwd).toBe(root);
    runs.push(command);
    if (!outcome.ok) return outcome;
    rmSync(path.join(root, 'app/out'), { recursive: true, force: true });
    write(root, 'app/out/index.html', '<html></html>');
    return outcome;
  };
  return { runs, run };
}

describe('building before the shop starts', () => {
  it('builds when never built, then skips while nothing changed', async () => {
    const root = treeWith({ 'app/src/main.ts': 'one', 'lock.json': '{}' });
    const build = fakeBuild(root);
    const reasons: string[] = [];
    const options = { environment: {}, run: build.run, onBuild: (_: BuildTarget, reason: string) => reasons.push(reason) };

    expect(await buildIfChanged(root, target, options)).toBe(true);
    expect(build.runs).toEqual([['build', 'it']]);
    expect(reasons).toEqual(['never built']);
    expect(existsSync(path.join(root, 'app/out/index.html'))).toBe(true);

    expect(await buildIfChanged(root, target, options)).toBe(false);
    expect(await buildIfChanged(root, target, options)).toBe(false);
    expect(build.runs).toHaveLength(1);
  });

  it.each([
    ['a source file changes', (root: string) => write(root, 'app/src/main.ts', 'two')],
    ['a file is added', (root: string) => write(root, 'app/public/logo.svg', '<svg/>')],
    ['a file is removed', (root: string) => rmSync(path.join(root, 'app/src/main.ts'))],
    ['the lock file changes', (root: string) => write(root, 'lock.json', '{"lib":"2"}')],
  ])('builds again when %s', async (_, change) => {
    const root = treeWith({ 'app/src/main.ts': 'one', 'lock.json': '{}' });
    const build = fakeBuild(root);
    await buildIfChanged(root, target, { environment: {}, run: build.run });
    change(root);
    const reasons: string[] = [];
    expect(await buildIfChanged(root, target, { environment: {}, run: build.run, onBuild: (__, reason) => reasons.push(reason) })).toBe(true);
    expect(reasons).toEqual(['inputs changed']);
    expect(build.runs).toHaveLength(2);
  });

  it("skips when only the output or a file's modification time changed", async () => {
    const root = treeWith({ 'app/src/main.ts': 'one', 'lock.json': '{}' });
    const build = fakeBuild(root);
    await buildIfChanged(root, target, { environment: {}, run: build.run });
    write(root, 'app/out/extra.js', 'made by the build');
    write(root, 'app/src/main.ts', 'one');
    expect(await buildIfChanged(root, target, { environment: {}, run: build.run })).toBe(false);
    expect(build.runs).toHaveLength(1);
  });

  it('builds again when a variable the output depends on changes, and only then', async () => {
    const root = treeWith({ 'app/src/main.ts': 'one', 'lock.json': '{}' });
    const build = fakeBuild(root);
    await buildIfChanged(root, target, { environment: { APP_TITLE: 'Shop', PORT: '3000' }, run: build.run });
    expect(await buildIfChanged(root, target, { environment: { APP_TITLE: 'Shop', PORT: '3300' }, run: build.run })).toBe(false);
    expect(await buildIfChanged(root, target, { environment: { APP_TITLE: 'Soaps', PORT: '3300' }, run: build.run })).toBe(true);
    expect(build.runs).toHaveLength(2);
  });

  it("hands back the build's report when it fails, and builds again at the next start, even with the inputs of the last good build", async () => {
    const root = treeWith({ 'app/src/main.ts': 'good', 'lock.json': '{}' });
    await buildIfChanged(root, target, { environment: {}, run: fakeBuild(root).run });
    write(root, 'app/src/main.ts', 'broken');
    const failing = fakeBuild(root, { ok: false, output: 'main.ts:1: unexpected token' });
    const failure = await buildIfChanged(root, target, { environment: {}, run: failing.run }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailedError);
    expect((failure as BuildFailedError).output).toBe('main.ts:1: unexpected token');
    expect(existsSync(path.join(root, target.stamp))).toBe(false);

    write(root, 'app/src/main.ts', 'good');
    const fixed = fakeBuild(root);
    expect(await buildIfChanged(root, target, { environment: {}, run: fixed.run })).toBe(true);
    expect(readFileSync(path.join(root, target.stamp), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('names only inputs that exist, and keeps each stamp where writing it changes no input', () => {
    for (const { inputs, skip, stamp } of buildTargets) {
      // A moved folder would count as missing from then on, and its changes would never rebuild.
      for (const input of inputs) expect(existsSync(path.join(repoRoot, input)), input).toBe(true);
      expect(stamp.split('/').some((part) => skip.includes(part))).toBe(true);
    }
  });
});
