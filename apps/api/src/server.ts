import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DirectoryLockedError } from './db/directory-lock';
import { hasAdminAccount } from './modules/accounts/repository';
import { resolveJwtSecret } from './lib/jwt-secret';
import { keepDataDirPrivate } from './lib/private-files';
import { openShopDatabase } from './seed/first-start';

const SHUTDOWN_GRACE_MS = 10_000;

/** Fastify's line for each address it listens on; in a terminal the start-up lines say where the shop is instead. */
const LISTENING = 'Server listening at ';

interface RequestLine {
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}

/**
 * In a terminal, readable lines (a request as `GET /cart 200 4 ms`); JSON lines, for log collectors,
 * everywhere else, and when pino-pretty (a development dependency) is not installed.
 */
async function loggerOptions(level: string): Promise<FastifyServerOptions['logger']> {
  if (!process.stdout.isTTY) return { level };
  let pretty: typeof import('pino-pretty');
  try {
    pretty = (await import('pino-pretty')).default;
  } catch {
    return { level };
  }
  return {
    level,
    hooks: {
      logMethod(args, method) {
        if (typeof args[0] === 'string' && args[0].startsWith(LISTENING)) return;
        method.apply(this, args);
      },
    },
    // In this process rather than a worker thread: a line logged just before an exit is never lost.
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      singleLine: true,
      // Only request lines carry these, and their message says them.
      ignore: 'pid,hostname,reqId,method,url,status,ms',
      messageFormat: (log: Record<string, unknown>, messageKey: string) => {
        const { method, url, status, ms } = log as RequestLine;
        return method ? `${method} ${url} ${status} ${ms} ms` : String(log[messageKey]);
      },
    }),
  };
}

/** Where the shop is and where it keeps things, for its owner; never a password of DATABASE_URL or SMTP_URL. */
function startupLines(config: Config, hasAdmin: boolean): string[] {
  const hostOf = (url: string) => new URL(url).host;
  const lines = [`The shop is open at ${config.publicUrl}  (Ctrl-C stops it)`];
  lines.push(
    config.databaseUrl
      ? `  Database:  PostgreSQL at ${hostOf(config.databaseUrl)}${new URL(config.databaseUrl).pathname}`
      : `  Database:  embedded, in ${config.dataDir}`,
  );
  lines.push(config.s3 ? `  Pictures:  the S3 bucket ${config.s3.bucket}` : `  Pictures:  ${path.join(config.dataDir, 'uploads')}`);
  lines.push(
    config.smtpUrl
      ? `  Emails:    sent through ${hostOf(config.smtpUrl)}`
      : // app.ts hands the mailer this folder.
        `  Emails:    not sent; each is written to ${path.join(config.dataDir, 'outbox')} as an .eml file (set SMTP_URL to send them)`,
  );
  lines.push(`  Console:   ${config.publicUrl}/admin`);
  if (!hasAdmin) lines.push('  No owner account yet: make one with   npm run admin -- create-admin');
  return lines;
}

/** Told after the start-up lines, so that they come first. */
const notes: string[] = [];

async function main() {
  const loaded = loadConfig();
  keepDataDirPrivate(loaded.dataDir, (line) => notes.push(line));
  const config = { ...loaded, jwtSecret: resolveJwtSecret(loaded) };
  const database = await openShopDatabase(config);

  const app = await buildApp({ config, database, logger: await loggerOptions(config.logLevel) });
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
  console.log([...startupLines(config, await hasAdminAccount(database.db)), ...notes].join('\n'));
}

main().catch((error: unknown) => {
  for (const note of notes) console.error(note);
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
