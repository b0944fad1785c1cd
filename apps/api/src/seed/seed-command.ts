import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { demoShop } from './demo-shop';
import { isShopEmpty, seedDemoShop, wipeShop } from './seed';

/** The demo shop into an empty database; `force` replaces whatever is there. Returns what to tell. */
export async function seedCommand(database: DatabaseHandle, config: Config, force: boolean): Promise<string> {
  if (!(await isShopEmpty(database.db))) {
    if (!force) throw new Error('The database already holds a shop. Add --force to replace everything in it with the demo shop.');
    await wipeShop(database.db);
  }
  const summary = await seedDemoShop(database.db, demoShop, { uploadsDir: path.join(config.dataDir, 'uploads'), now: new Date() });
  return `Seeded the demo shop: ${summary.products} products, ${summary.deals} deals, ${summary.posts} posts, ${summary.images} images.`;
}
