/**
 * The WhatsApp confirmation's short link /c/{code} (decision 019): 12 characters of base 62 drawn from a
 * CSPRNG, about 71 bits; the arithmetic of guessing one is in the decision record. No validation
 * library here: the storefront's confirm page imports this alone (core/delivery/parcel-story.ts re-exports it).
 */
export const CONFIRM_CODE_LENGTH = 12;
export const confirmCodeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const confirmCodePattern = new RegExp(`^[0-9A-Za-z]{${CONFIRM_CODE_LENGTH}}$`);

export function isConfirmCode(text: string): boolean {
  return confirmCodePattern.test(text);
}

/** Tries at POST /api/order/confirm per client (an IPv4 address or an IPv6 /64) in a window (decision 019). */
export const CONFIRM_ATTEMPTS_PER_CLIENT = 30;
export const CONFIRM_WINDOW_MINUTES = 10;
