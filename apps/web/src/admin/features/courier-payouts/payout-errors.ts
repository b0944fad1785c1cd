import { isApiError } from '../../../lib/api-client';

/**
 * The server's refusal of a report or typed lines, as the owner reads it: "Line 7: …" when it names the
 * line to blame (the header is line 1; a typed payout counts its rows from 1).
 */
export function payoutErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  const line = isApiError(error) ? error.details.line : undefined;
  return typeof line === 'number' ? `Line ${line}: ${message}` : message;
}
