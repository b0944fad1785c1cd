import type { unsubscribeNewsletter as unsubscribeNewsletterEndpoint } from '@shop/core/messages/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { newsletterFallbackMessage } from './newsletter-messages';

/** Resolves with what to tell the shopper, in the server's words: the same for every address (a subscribed one is emailed a link). */
export async function unsubscribeNewsletter(email: string): Promise<string> {
  const { message } = await apiCall<typeof unsubscribeNewsletterEndpoint>('POST /api/newsletter/unsubscribe', {
    body: { email },
    fallbackMessage: newsletterFallbackMessage,
  });
  return message;
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
