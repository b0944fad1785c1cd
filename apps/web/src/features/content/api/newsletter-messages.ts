import { isApiError } from '../../../lib/api-client';

/** docs/product.md §8 Home, newsletter: what a failed call says when the server gives no message. */
export const newsletterFallbackMessage = 'Something went wrong. Please try again.';

/** docs/product.md §8 Home, newsletter: what the shopper reads when a subscribe or unsubscribe call fails. */
export function newsletterErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) {
    return 'Failed to process your request. Please check your connection and try again.';
  }
  return error instanceof Error && error.message ? error.message : newsletterFallbackMessage;
}
