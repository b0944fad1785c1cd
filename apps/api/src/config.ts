import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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
    MAIL_FROM: z.string().trim().min(3).default('Naturals <no-reply@localhost>'),
    ORDER_ALERT_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address such as owner@shop.example.pk' }).optional()),
    ORDER_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional()),
    ORDER_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional()),
    RATE_LIMIT: z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }).default('on'),
    RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  // An unsigned webhook could be forged by anyone who learns its address, so the secret is required.
  .refine((vars) => !vars.ORDER_WEBHOOK_URL || vars.ORDER_WEBHOOK_SECRET, {
    path: ['ORDER_WEBHOOK_SECRET'],
    message: 'must be set when ORDER_WEBHOOK_URL is (the webhook is signed with it)',
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
  logLevel: string;
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
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    trustedProxies: vars.TRUST_PROXY,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    jwtSecret: vars.JWT_SECRET,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    orderAlertEmail: vars.ORDER_ALERT_EMAIL,
    orderWebhook: vars.ORDER_WEBHOOK_URL && vars.ORDER_WEBHOOK_SECRET ? { url: vars.ORDER_WEBHOOK_URL, secret: vars.ORDER_WEBHOOK_SECRET } : undefined,
    redisUrl: vars.REDIS_URL,
    rateLimit: vars.RATE_LIMIT === 'on',
    apiRequestsPerMinute: vars.RATE_LIMIT_API_PER_MINUTE,
    loginLimitPerIp: vars.RATE_LIMIT_LOGIN_PER_IP,
    loginLimitPerAccount: vars.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    logLevel: vars.LOG_LEVEL,
  };
}
