import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR so that logins
 * survive restarts. Several processes sharing one PostgreSQL must set JWT_SECRET instead.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/**
 * The secret that signs logins and keys every emailed link, as resolved at start (resolveJwtSecret).
 * Its absence is a fault of the program, not of a request.
 */
export function signingSecretOf(context: { config: Pick<Config, 'jwtSecret'> }): string {
  const secret = context.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured');
  return secret;
}
