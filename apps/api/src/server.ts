import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DirectoryLockedError } from './db/directory-lock';
import { openConfiguredDatabase } from './db/open';
import { resolveJwtSecret } from './lib/jwt-secret';
import { keepDataDirPrivate } from './lib/private-files';
import { uploadStorageFor } from './lib/storage-from-config';
import { demoShop } from './seed/demo-shop';
import { isShopEmpty, seedDemoShop } from './seed/seed';

const SHUTDOWN_GRACE_MS = 10_000;

/** In a terminal, readable log lines; JSON lines, for log collectors, everywhere else. */
function loggerOptions(level: string) {
  if (!process.stdout.isTTY) return { level };
  try {
    import.meta.resolve('pino-pretty');
  } catch {
    return { level };
  }
  return { level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } };
}

async function main() {
  const loaded = loadConfig();
  keepDataDirPrivate(loaded.dataDir, (line) => console.log(line));
  const config = { ...loaded, jwtSecret: resolveJwtSecret(loaded) };
  const database = await openConfiguredDatabase(config);

  if (await isShopEmpty(database.db)) {
    console.log('First start on an empty database: creating the demo shop…');
    const summary = await seedDemoShop(database.db, demoShop, {
      uploads: uploadStorageFor(config),
      now: new Date(),
    });
    console.log(`Demo shop ready: ${summary.products} products, ${summary.deals} deals, ${summary.posts} journal posts.`);
  }

  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`The shop is open at ${config.publicUrl} (${where}). Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
