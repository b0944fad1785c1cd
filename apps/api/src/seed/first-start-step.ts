/**
 * One step of a new shop's first start, run by the server in a process of its own
 * (seed/first-start.ts, decision 022): `node first-start-step.js <step>`, with the server's environment.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { uploadStorageFor } from '../lib/storage-from-config';
import { demoShop } from './demo-shop';
import type { FirstStartStep } from './first-start';
import { renderSeedImages } from './images';
import { isShopEmpty, seedDemoShop } from './seed';

const steps: Record<FirstStartStep, () => Promise<void>> = {
  async 'create-database'() {
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    await database.close();
  },
  async 'seed-demo'() {
    const database = await openConfiguredDatabase(config);
    try {
      // Another server on the same PostgreSQL may have written it meanwhile.
      if (!(await isShopEmpty(database.db))) return;
      const summary = await seedDemoShop(database.db, demoShop, { uploads: uploadStorageFor(config), now: new Date(), renderImages: false });
      console.log(`Demo shop ready: ${summary.products} products, ${summary.deals} deals, ${summary.posts} journal posts.`);
    } finally {
      await database.close();
    }
  },
  async 'draw-pictures'() {
    await renderSeedImages(uploadStorageFor(config), demoShop);
  },
};

const config = loadConfig();
const step = process.argv[2] as FirstStartStep;
if (!Object.hasOwn(steps, step)) throw new Error(`Unknown first-start step: ${step}`);
await steps[step]();
