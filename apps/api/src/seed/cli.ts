import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { keepDataDirPrivate } from '../lib/private-files';
import { productCountOption, seedCommand } from './seed-command';

/**
 * `npm run seed [-- --force] [-- --products N]`: creates the demo shop; --force replaces everything
 * already there; --products grows its catalog to N products, for measuring a big shop.
 */
async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean' }, products: { type: 'string' } } });
  const options = { force: Boolean(values.force), products: productCountOption(values.products) };
  const config = loadConfig();
  keepDataDirPrivate(config.dataDir, (line) => console.log(line));
  const database = await openConfiguredDatabase(config);
  try {
    console.log(await seedCommand(database, config, options));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
