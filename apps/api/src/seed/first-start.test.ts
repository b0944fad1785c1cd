import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { products } from '../db/schema/catalog';
import { openShopDatabase, runFirstStartStep, type FirstStartStep } from './first-start';

/**
 * A new shop's first start (decision 022): what runs, in which order, and only when the shop is new.
 * The steps themselves run for real in local-users.abuse.test.ts, which starts the server on an empty
 * DATA_DIR; here a recording stands in for each step's process where the order is what is checked.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function recordingSteps() {
  const ran: FirstStartStep[] = [];
  return { ran, runStep: async (step: FirstStartStep) => void ran.push(step) };
}

describe('the first start', () => {
  it('creates the embedded database, seeds it and draws its pictures, each in order, before the server opens it', async () => {
    const config = testConfig({ DATA_DIR: path.join(work, 'new') });
    const steps = recordingSteps();
    const runStep = async (step: FirstStartStep) => {
      await steps.runStep(step);
      // Only the creation for real: the server then opens and migrates that database itself.
      if (step === 'create-database') await runFirstStartStep(step, config);
    };
    const database = await openShopDatabase(config, runStep);
    try {
      expect(steps.ran).toEqual(['create-database', 'seed-demo', 'draw-pictures']);
      expect(database.kind).toBe('pglite');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('seeds a database left empty by a stopped first start, without creating it again, and leaves a seeded shop alone', async () => {
    const config = testConfig({ DATA_DIR: path.join(work, 'new') });
    const resumed = recordingSteps();
    const runStep = async (step: FirstStartStep) => {
      await resumed.runStep(step);
      if (step === 'seed-demo') await runFirstStartStep(step, config);
    };
    const seeded = await openShopDatabase(config, runStep);
    await seeded.close();
    expect(resumed.ran).toEqual(['seed-demo', 'draw-pictures']);

    const restarted = recordingSteps();
    const database = await openShopDatabase(config, restarted.runStep);
    try {
      expect(restarted.ran).toEqual([]);
      expect((await database.db.select({ id: products.id }).from(products)).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('says which step failed and stops the start', async () => {
    const config = testConfig({ DATA_DIR: path.join(work, 'failing') });
    await expect(runFirstStartStep('no-such-step' as FirstStartStep, config)).rejects.toThrow(/The first start's step "no-such-step" failed \(exit code 1\)/);
  }, 60_000);
});
