import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultShopTimeZone, isTimeZone } from '@shop/core/business/store-hours';
import type { S3Settings } from './lib/s3-storage';
import { parseInterval } from './backup/interval';
import { mailAddress } from './lib/mailer';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for whole ranges, as Fastify's trustProxy takes them. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Off unless named: a forwarded address is believed only from these proxies. Trusting every hop (or a
 * hop count, which Fastify refuses to honour) lets any client choose its own address for the limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('off')
  .transform((value) => (['', 'off', 'false'].includes(value) ? [] : value.split(',').map((entry) => entry.trim())))
  .refine((entries) => entries.every(isProxyAddress), {
    message: "must be 'off' or the proxies' addresses, comma-separated: IPs, CIDR ranges, or loopback, linklocal, uniquelocal",
  });

/** A VAPID key as `npx web-push generate-vapid-keys` prints it: unpadded base64url of `bytes` bytes. */
const vapidKeyPattern = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`);
export const vapidPublicKeyPattern = vapidKeyPattern(65);
export const vapidPrivateKeyPattern = vapidKeyPattern(32);
const vapidKey = (pattern: RegExp, what: string) =>
  optionalText.pipe(z.string().regex(pattern, `must be ${what} as unpadded base64url, as npx web-push generate-vapid-keys prints it`).optional());

/**
 * Whether the private key's own public key is `publicKey`: a mismatched pair signs what no push service
 * accepts. Keys of the wrong form are left to their own message.
 */
function vapidKeysPair(publicKey: string, privateKey: string): boolean {
  if (!vapidPublicKeyPattern.test(publicKey) || !vapidPrivateKeyPattern.test(privateKey)) return true;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

function isVapidSubject(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, pathname } = new URL(value);
  return protocol === 'https:' || (protocol === 'mailto:' && pathname.includes('@'));
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxySchema,
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be a full URL such as https://shop.example.pk' }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
    // The address; the emails show the business details' shop name with it (modules/notifications/sender.ts).
    MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
    ORDER_ALERT_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address such as owner@shop.example.pk' }).optional()),
    ORDER_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional()),
    ORDER_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional()),
    RATE_LIMIT: z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }).default('on'),
    RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().min(1).default(10),
    // A browser opens up to 6 connections at once, and shoppers behind one carrier's NAT share an address.
    CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(64, 'must be at least 64 (shoppers behind one NAT share an address)').default(64),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Whoever holds it can read the shop's traffic and order counts, so it must not be guessable.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    // Pictures go to this S3-compatible bucket when set (lib/s3-storage.ts); unset: DATA_DIR/uploads.
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://<account>.r2.cloudflarestorage.com' }).optional(),
    ),
    S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('false'),
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    SHOP_TIME_ZONE: optionalText.pipe(z.string().refine(isTimeZone, 'must be a time zone name such as Asia/Karachi').optional()),
    // The running shop writes an archive there every BACKUP_EVERY and keeps the newest BACKUP_KEEP (backup/schedule.ts).
    BACKUP_DIR: optionalText,
    BACKUP_EVERY: optionalText.pipe(
      z
        .string()
        .refine((value) => parseInterval(value) !== null, 'must be a number and a unit: 30m, 24h or 7d')
        .optional(),
    ),
    BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').default(7),
    VAPID_PUBLIC_KEY: vapidKey(vapidPublicKeyPattern, 'an uncompressed P-256 public key'),
    VAPID_PRIVATE_KEY: vapidKey(vapidPrivateKeyPattern, 'a P-256 private key'),
    VAPID_SUBJECT: optionalText.pipe(
      z.string().refine(isVapidSubject, 'must be a mailto: address or an https:// URL where push services can reach the shop').optional(),
    ),
    PUSH_TEST_ENDPOINT_ORIGIN: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be an origin such as http://127.0.0.1:4567' })
        .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin only (scheme, host and port, no path)')
        .optional(),
    ),
  })
  // An unsigned webhook could be forged by anyone who learns its address, so the secret is required.
  .refine((vars) => !vars.ORDER_WEBHOOK_URL || vars.ORDER_WEBHOOK_SECRET, {
    path: ['ORDER_WEBHOOK_SECRET'],
    message: 'must be set when ORDER_WEBHOOK_URL is (the webhook is signed with it)',
  })
  // An interval with nowhere to write would look like backups were on when none is ever written.
  .refine((vars) => !vars.BACKUP_EVERY || vars.BACKUP_DIR, {
    path: ['BACKUP_DIR'],
    message: 'must be set when BACKUP_EVERY is (the folder the backups are written to)',
  })
  // Half a key pair signs nothing; generating the other half would not match it.
  .refine((vars) => Boolean(vars.VAPID_PUBLIC_KEY) === Boolean(vars.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have them generated into DATA_DIR)',
  })
  .refine((vars) => !vars.VAPID_PUBLIC_KEY || !vars.VAPID_PRIVATE_KEY || vapidKeysPair(vars.VAPID_PUBLIC_KEY, vars.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PUBLIC_KEY'],
    message: 'is not the public key of VAPID_PRIVATE_KEY (set both from one npx web-push generate-vapid-keys)',
  })
  // It lets a plain-http endpoint on a private address through; a running shop must never do that.
  .refine((vars) => !vars.PUSH_TEST_ENDPOINT_ORIGIN || vars.NODE_ENV === 'test', {
    path: ['PUSH_TEST_ENDPOINT_ORIGIN'],
    message: 'is for the tests only: it may be set only with NODE_ENV=test',
  })
  // Without keys every upload and picture would fail at the first request; say so at start-up instead.
  .refine((vars) => !vars.S3_BUCKET || (vars.AWS_ACCESS_KEY_ID && vars.AWS_SECRET_ACCESS_KEY), {
    path: ['AWS_ACCESS_KEY_ID'],
    message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must both be set when S3_BUCKET is (pictures are stored in the bucket)',
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The reverse proxies whose X-Forwarded-For is believed; empty: the connection's own address. */
  trustedProxies: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the owner's alerts (new orders, contact messages) go; unset: the business details' support email. */
  orderAlertEmail: string | undefined;
  /** Where each order event is POSTed, signed with the secret; unset: no webhook. */
  orderWebhook: { url: string; secret: string } | undefined;
  redisUrl: string | undefined;
  rateLimit: boolean;
  apiRequestsPerMinute: number;
  /** Login attempts allowed per 15 minutes. */
  loginLimitPerIp: number;
  loginLimitPerAccount: number;
  /** New accounts per client an hour. */
  registerLimitPerIp: number;
  /** Connections one client may hold open at once; counted only without a proxy and with RATE_LIMIT on. */
  connectionsPerClient: number;
  logLevel: string;
  /** The IANA zone the stores' hours are read in ('Open Now'); sent to the web with the business details. */
  shopTimeZone: string;
  /** The bucket pictures are stored in; unset: the disk, DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** The bearer token /metrics asks for; unset: /metrics answers 404 like any unknown path. */
  metricsToken: string | undefined;
  /** The running shop's own backups; unset: none (npm run admin -- backup still works). */
  backup: { dir: string; everyMs: number; keep: number } | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: generated once into DATA_DIR (lib/vapid-keys.ts). */
  vapidKeys: VapidKeys | undefined;
  /** Who push services may contact about the shop's pushes: a mailto: address or an https:// URL. */
  vapidSubject: string;
  /** NODE_ENV=test only: push endpoints of exactly this origin skip the https and address checks. */
  pushTestEndpointOrigin: string | undefined;
}

/** The shop's VAPID key pair, unpadded base64url: the public key is the applicationServerKey browsers subscribe with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; any bad variable stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    trustedProxies: vars.TRUST_PROXY,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    jwtSecret: vars.JWT_SECRET,
    publicUrl,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    orderAlertEmail: vars.ORDER_ALERT_EMAIL,
    orderWebhook: vars.ORDER_WEBHOOK_URL && vars.ORDER_WEBHOOK_SECRET ? { url: vars.ORDER_WEBHOOK_URL, secret: vars.ORDER_WEBHOOK_SECRET } : undefined,
    redisUrl: vars.REDIS_URL,
    rateLimit: vars.RATE_LIMIT === 'on',
    apiRequestsPerMinute: vars.RATE_LIMIT_API_PER_MINUTE,
    loginLimitPerIp: vars.RATE_LIMIT_LOGIN_PER_IP,
    loginLimitPerAccount: vars.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    registerLimitPerIp: vars.RATE_LIMIT_REGISTER_PER_IP,
    connectionsPerClient: vars.CONNECTIONS_PER_CLIENT,
    logLevel: vars.LOG_LEVEL,
    shopTimeZone: vars.SHOP_TIME_ZONE ?? defaultShopTimeZone,
    s3:
      vars.S3_BUCKET && vars.AWS_ACCESS_KEY_ID && vars.AWS_SECRET_ACCESS_KEY
        ? {
            bucket: vars.S3_BUCKET,
            endpoint: vars.S3_ENDPOINT,
            region: vars.S3_REGION,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
            accessKeyId: vars.AWS_ACCESS_KEY_ID,
            secretAccessKey: vars.AWS_SECRET_ACCESS_KEY,
          }
        : undefined,
    metricsToken: vars.METRICS_TOKEN,
    // BACKUP_DIR alone backs up daily.
    backup: vars.BACKUP_DIR ? { dir: path.resolve(vars.BACKUP_DIR), everyMs: parseInterval(vars.BACKUP_EVERY ?? '24h')!, keep: vars.BACKUP_KEEP } : undefined,
    vapidKeys: vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: vars.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(vars.MAIL_FROM)}`),
    pushTestEndpointOrigin: vars.PUSH_TEST_ENDPOINT_ORIGIN ? new URL(vars.PUSH_TEST_ENDPOINT_ORIGIN).origin : undefined,
  };
}
