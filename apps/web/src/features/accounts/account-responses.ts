import { isApiError } from '../../lib/api-client';

/** docs/product.md §8 Account: shown when an auth call fails without a message of its own. */
export const authFallbackMessage = 'An error occurred';

export interface SessionStart {
  token: string;
  /** What to tell the shopper, in the server's words. */
  message: string;
}

/** The text to show for a failed account call: the server's message, else `fallback`. */
export function failureMessage(error: unknown, fallback = authFallbackMessage): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
