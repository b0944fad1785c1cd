import type { oneClickUnsubscribeNewsletter } from '@shop/core/messages/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Shown when no answer came (docs/product.md §8 keeps the server's words for every answer). */
export const unsubscribeByLinkFailedMessage = 'We could not unsubscribe you. Please check your connection and try again.';

/**
 * docs/product.md §7 POST /api/newsletter/one-click-unsubscribe: the address the emailed link names leaves
 * the newsletter (the same call a mail client's own unsubscribe button makes). No session token is sent.
 */
export async function unsubscribeByLink(token: string): Promise<string> {
  const { message } = await apiCall<typeof oneClickUnsubscribeNewsletter>('POST /api/newsletter/one-click-unsubscribe', {
    query: { token },
    sendToken: false,
    fallbackMessage: unsubscribeByLinkFailedMessage,
  });
  return message;
}

export function useUnsubscribeByLink() {
  return useMutation({ mutationFn: unsubscribeByLink });
}
