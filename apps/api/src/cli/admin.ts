import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { isShopDay, shopDayStart } from '@shop/core/shared/shop-days';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { systemClock } from '../lib/clock';
import { resolveJwtSecret } from '../lib/jwt-secret';
import { keepDataDirPrivate } from '../lib/private-files';
import { productCountOption, seedCommand } from '../seed/seed-command';
import {
  backupCommand,
  createAdmin,
  exportOrderParts,
  exportSubscribers,
  findAccount,
  migrateUploadsCommand,
  resetPassword,
  restoreCommand,
} from './admin-commands';
import { describeImport, importProducts, readProductFile } from './import-products';
import { sweepUploadsCommand } from './sweep-uploads';
import { createAdminAnswers, resetPasswordAnswers } from './account-prompts';
import { openPrompt, terminalStreams } from './prompt';

const usage = `Usage: npm run admin -- <command> [options]

  create-admin [--email E] [--name N] make an admin account; on a terminal it asks for what the flags
                                      and ADMIN_PASSWORD do not give (email, name, the password twice)
  reset-password [--email E]          set a new password (asked for, or ADMIN_PASSWORD); ends old logins
  seed [--force] [--products N]       create the demo shop (--force replaces everything in the database;
                                      --products grows its catalog to N products, for measuring)
  import-products FILE.csv|json       add products; every row is checked first, and one bad row imports none
  export-orders --since YYYY-MM-DD    orders placed since the date (from its midnight in SHOP_TIME_ZONE), as CSV
                                      on standard output, written as it is read
  export-subscribers                  newsletter subscribers and their unsubscribe links, as CSV on standard output
  backup FILE.tar.gz                  the database and every uploaded file in one archive (PostgreSQL: while
                                      the shop serves; the embedded database: with the shop stopped)
  restore FILE.tar.gz [--force]       bring an archive back into a stopped shop, after checking all of it;
                                      --force replaces a shop that has data
  migrate-uploads                     copy DATA_DIR/uploads into the S3_BUCKET bucket (again: copies only
                                      what is missing)
  sweep-uploads [--older-than 24h]    remove uploaded files no row names (pictures from forms never saved),
               [--dry-run]            older than the age given, and resized copies of pictures no longer
                                      stored; --dry-run lists them and removes nothing

The embedded database can be used by one process at a time: stop the shop first, or use DATABASE_URL.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      since: { type: 'string' },
      force: { type: 'boolean' },
      products: { type: 'string' },
      'older-than': { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  const known = [
    'create-admin',
    'reset-password',
    'seed',
    'import-products',
    'export-orders',
    'export-subscribers',
    'backup',
    'restore',
    'migrate-uploads',
    'sweep-uploads',
  ];
  if (!known.includes(command)) throw new Error(`Unknown command "${command}".\n\n${usage}`);

  if (command === 'export-orders' && !(typeof values.since === 'string' && isShopDay(values.since))) {
    throw new Error('Give the first day with --since YYYY-MM-DD.');
  }
  const products = command === 'seed' ? productCountOption(values.products) : undefined;
  const [file] = positionals;
  if (command === 'import-products' && !file) throw new Error('Give the file to import: npm run admin -- import-products products.csv');
  const rows = command === 'import-products' ? await readProductFile(file!) : [];

  const config = loadConfig();
  // On standard error: standard output carries the exports.
  keepDataDirPrivate(config.dataDir, (line) => console.error(line));
  // These open the database themselves: a backup leaves it unmigrated, a restore builds its schema.
  if (command === 'backup' || command === 'restore') {
    console.error(command === 'backup' ? await backupCommand(config, positionals[0]) : await restoreCommand(config, positionals[0], Boolean(values.force)));
    return;
  }
  // Files only: the database already holds the same /uploads/ addresses either way.
  if (command === 'migrate-uploads') {
    console.error(await migrateUploadsCommand(config, (done) => console.error(`Looked at ${done} files…`)));
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    switch (command) {
      case 'create-admin':
      case 'reset-password': {
        const given = { email: values.email, name: values.name, password: process.env.ADMIN_PASSWORD || undefined };
        const streams = given.email === undefined || given.password === undefined ? terminalStreams() : null;
        const prompt = streams && openPrompt(streams);
        const account = (email: string) => findAccount(database.db, email);
        try {
          if (command === 'create-admin') {
            const result = await createAdmin(database.db, await createAdminAnswers(given, prompt, account));
            console.error(
              `${result.created ? `Created the admin account ${result.email}.` : `${result.email} is now an admin, with the new password.`} Log in at ${config.publicUrl}/admin.`,
            );
          } else {
            const { email } = await resetPassword(database.db, await resetPasswordAnswers(given, prompt, account));
            console.error(`Password changed for ${email}; older logins have ended.`);
          }
        } finally {
          prompt?.close();
        }
        break;
      }
      case 'seed':
        console.error(await seedCommand(database, config, { force: Boolean(values.force), products }));
        break;
      case 'import-products': {
        const report = await importProducts(database, rows, {
          onProgress: (done, total) => console.error(`Imported ${done} of ${total}…`),
        });
        console.error(describeImport(report, file!));
        if (report.refused.length > 0) process.exitCode = 1;
        break;
      }
      case 'export-orders': {
        // A part at a time, waiting for standard output to take each: a long history is never held whole.
        const period = { from: shopDayStart(values.since as string, config.shopTimeZone) };
        for await (const part of exportOrderParts(database.db, period)) if (!process.stdout.write(part)) await once(process.stdout, 'drain');
        break;
      }
      case 'export-subscribers':
        // Signed with the running shop's secret, so each row's unsubscribe links work there.
        process.stdout.write(await exportSubscribers({ db: database.db, config: { ...config, jwtSecret: resolveJwtSecret(config) }, clock: systemClock }));
        break;
      case 'sweep-uploads':
        console.error(await sweepUploadsCommand(database.db, config, { olderThan: values['older-than'], dryRun: Boolean(values['dry-run']) }));
        break;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
