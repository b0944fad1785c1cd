import { randomBytes } from 'node:crypto';
import { CONFIRM_CODE_LENGTH, confirmCodeAlphabet } from '@shop/core/orders/confirm-code';

/**
 * 24 random hex characters. Random rather than time-ordered so that the first 7 characters (the
 * order number customers see) differ between orders placed in the same second.
 */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * CONFIRM_CODE_LENGTH characters of base 62 from the CSPRNG, each drawn without bias: a byte is kept
 * only below 248 (4 × 62), so every character is equally likely (decision 019).
 */
export function newConfirmCode(): string {
  let code = '';
  while (code.length < CONFIRM_CODE_LENGTH) {
    for (const byte of randomBytes(CONFIRM_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < CONFIRM_CODE_LENGTH) code += confirmCodeAlphabet[byte % 62];
    }
  }
  return code;
}
