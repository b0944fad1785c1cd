import { ApiError, isApiError } from '../../lib/api-client';

/** docs/product.md §8 Account: shown when an auth call fails without a message of its own. */
export const authFallbackMessage = 'An error occurred';

/** What the account calls answer (docs/product.md §7): a message, and for login and signup the token. */
export interface AccountResponse {
  success: true;
  message?: string;
  token?: unknown;
}

export interface SessionStart {
  token: string;
  /** What to tell the shopper: the server's message or docs/product.md §8's default. */
  message: string;
}

export function messageOf(body: AccountResponse | undefined, defaultMessage: string): string {
  return body?.message?.trim() || defaultMessage;
}

/** A success without a usable token could never log anyone in, so it counts as a failure. */
export function sessionStartOf(body: AccountResponse | undefined, defaultMessage: string): SessionStart {
  const token = typeof body?.token === 'string' ? body.token.trim() : '';
  if (!token) throw new ApiError(200, authFallbackMessage);
  return { token, message: messageOf(body, defaultMessage) };
}

/** The text to show for a failed account call: the server's message, else `fallback`. */
export function failureMessage(error: unknown, fallback = authFallbackMessage): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
