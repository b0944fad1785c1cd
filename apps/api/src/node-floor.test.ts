import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
}

/** Decision 016: every installed package must accept the Node version the README promises, or npm install warns. */
describe('the documented Node floor', () => {
  const floor = semver.minVersion((readJson('package.json').engines as { node: string }).node)!;
  const packages = readJson('package-lock.json').packages as Record<string, LockedPackage>;

  it('is Node 20', () => {
    expect(floor.major).toBe(20);
  });

  it('is accepted by every package in the lock file', () => {
    const refusing = Object.entries(packages)
      .filter(([path, locked]) => path !== '' && locked.engines && !Array.isArray(locked.engines) && locked.engines.node)
      .filter(([, locked]) => !semver.satisfies(floor, (locked.engines as { node: string }).node))
      .map(([path, locked]) => `${path}@${locked.version} wants node ${(locked.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
