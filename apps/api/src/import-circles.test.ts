// `npm run lint` fails on an import circle (scripts/import-circles.ts, issue 30). It lives in the api
// project, as eslint-boundaries.test.ts does, because that project runs Vitest in plain Node.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** A repository-shaped directory holding `files` (path → source). */
function treeWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** The lint step itself, as `npm run lint` runs it, on `root`. */
async function lintStep(root: string): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/import-circles.ts'), root], { cwd: repoRoot });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('import circles', () => {
  it('fails the lint step on a deliberately added circle, type-only halves included, and names its files', async () => {
    const root = treeWith({
      'apps/api/src/modules/orders/service.ts': `import { alertFor } from '../notifications/service';\nexport const placeOrder = () => alertFor('order');\n`,
      'apps/api/src/modules/notifications/service.ts': `import type { placeOrder } from '../orders/service';\nexport const alertFor = (what: string) => what;\nexport type Placing = typeof placeOrder;\n`,
      'packages/core/src/shared/money.ts': `export const paisa = 100;\n`,
    });
    const lint = await lintStep(root);
    expect(lint.code).toBe(1);
    expect(lint.stderr).toContain(
      'apps/api/src/modules/notifications/service.ts -> apps/api/src/modules/orders/service.ts -> apps/api/src/modules/notifications/service.ts',
    );
  });

  it('passes a tree whose imports point one way', async () => {
    const root = treeWith({
      'apps/api/src/modules/orders/service.ts': `import { alertFor } from '../notifications/service';\nexport const placeOrder = () => alertFor('order');\n`,
      'apps/api/src/modules/notifications/service.ts': `export const alertFor = (what: string) => what;\n`,
    });
    expect(await lintStep(root)).toEqual({ code: 0, stderr: '' });
  });

  it('finds none in this repository', async () => {
    expect(await lintStep(repoRoot)).toEqual({ code: 0, stderr: '' });
  });
});
