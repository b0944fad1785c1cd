import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { NewsletterResponse } from './newsletter-messages';

/** Resolves with what to tell the shopper: the server's message or docs/product.md §8's default. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const body = await apiRequest<NewsletterResponse>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Something went wrong. Please try again.',
  });
  return body?.message || 'Successfully subscribed! Check your email for a welcome message.';
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
