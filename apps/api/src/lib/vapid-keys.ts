import { createECDH, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vapidPrivateKeyPattern, vapidPublicKeyPattern, type Config, type VapidKeys } from '../config';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<Record<keyof VapidKeys, unknown>> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    vapidPublicKeyPattern.test(keys.publicKey) &&
    vapidPrivateKeyPattern.test(keys.privateKey)
  );
}

function readKeys(file: string): VapidKeys {
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as VAPID keys (${(error as Error).message})`, { cause: error });
  }
  // Generating new keys in its place would silently stop every device's notifications; the owner decides.
  if (!isVapidKeys(stored))
    throw new Error(`${file} holds no VAPID keys; delete it to have new ones generated (each device must then turn notifications on again)`);
  return stored;
}

/**
 * A P-256 pair as web-push's generateVAPIDKeys writes it (base64url: the public key uncompressed, 65
 * bytes; the private key 32 bytes), without loading web-push on a first start (decision 020).
 */
function newVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // A private key with leading zero bytes comes out shorter; the key is the same number, written in 32 bytes.
  const privateKey = Buffer.alloc(32);
  const bytes = curve.getPrivateKey();
  bytes.copy(privateKey, 32 - bytes.length);
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated on first start and kept
 * in DATA_DIR, so the devices' subscriptions (made with its public key) keep working across restarts.
 * Several processes sharing one PostgreSQL must set the keys instead: each would generate its own.
 */
export async function resolveVapidKeys(config: Pick<Config, 'vapidKeys' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    return readKeys(file);
  } catch (error) {
    if ((error as { cause?: NodeJS.ErrnoException }).cause?.code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const { publicKey, privateKey } = newVapidKeys();
  // Written whole under another name, then linked into place, which fails if a process starting at the
  // same moment got there first: nobody reads a half-written file, and every process keeps the first pair.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, JSON.stringify({ publicKey, privateKey }), { mode: PRIVATE_FILE_MODE });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKeys(file);
}
