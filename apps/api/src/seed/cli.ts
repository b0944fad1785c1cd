import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { seedCommand } from './seed-command';

/** `npm run seed [-- --force]`: creates the demo shop; --force replaces everything already there. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    console.log(await seedCommand(database, config, process.argv.includes('--force')));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
