import type { confirmNewsletter as confirmNewsletterEndpoint } from '@shop/core/messages/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Shown when no answer came (docs/product.md §8 keeps the server's words for every answer). */
export const confirmNewsletterFailedMessage = 'We could not confirm your subscription. Please check your connection and try again.';

/**
 * docs/product.md §7 POST /api/newsletter/confirm: the emailed link's token subscribes its address. The
 * link is the only credential, so no session token is sent. Resolves with the server's words.
 */
export async function confirmNewsletter(token: string): Promise<string> {
  const { message } = await apiCall<typeof confirmNewsletterEndpoint>('POST /api/newsletter/confirm', {
    body: { token },
    sendToken: false,
    fallbackMessage: confirmNewsletterFailedMessage,
  });
  return message;
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
