import { hash, verify } from '@node-rs/argon2';

/**
 * @node-rs/argon2 hashes with argon2id by default; these are OWASP's recommended minimum (19 MiB,
 * 2 passes): strong, and fast enough on 2 cores.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
