import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { uploadStorageFor } from '../lib/storage-from-config';
import { withProductCount } from './bulk-catalog';
import { demoShop } from './demo-shop';
import { isShopEmpty, seedDemoShop, wipeShop } from './seed';

export interface SeedCommandOptions {
  /** Replace whatever the database holds. */
  force: boolean;
  /** Grow the catalog to this many products (bulk-catalog.ts); the demo's own when left out. */
  products?: number | undefined;
}

/** The demo shop into an empty database; `force` replaces whatever is there. Returns what to tell. */
export async function seedCommand(database: DatabaseHandle, config: Config, options: SeedCommandOptions): Promise<string> {
  const shop = options.products === undefined ? demoShop : withProductCount(demoShop, options.products);
  if (!(await isShopEmpty(database.db))) {
    if (!options.force) throw new Error('The database already holds a shop. Add --force to replace everything in it with the demo shop.');
    await wipeShop(database.db);
  }
  const summary = await seedDemoShop(database.db, shop, { uploads: uploadStorageFor(config), now: new Date() });
  return `Seeded the demo shop: ${summary.products} products, ${summary.deals} deals, ${summary.posts} posts, ${summary.orders} delivered orders, ${summary.reviews} reviews, ${summary.images} images.`;
}

/** `--products N` as typed on the command line; withProductCount checks the number. */
export function productCountOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new Error(`--products takes a whole number, not "${value}".`);
  return Number(value);
}
