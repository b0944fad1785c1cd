import type { subscribeNewsletter as subscribeNewsletterEndpoint } from '@shop/core/messages/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { newsletterFallbackMessage } from './newsletter-messages';

/** Resolves with what to tell the shopper, in the server's words. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const { message } = await apiCall<typeof subscribeNewsletterEndpoint>('POST /api/newsletter/subscribe', {
    body: { email },
    fallbackMessage: newsletterFallbackMessage,
  });
  return message;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
