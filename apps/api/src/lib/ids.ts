import { randomBytes } from 'node:crypto';

/**
 * 24 random hex characters. Random rather than time-ordered so that the first 7 characters (the
 * order number customers see) differ between orders placed in the same second.
 */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
