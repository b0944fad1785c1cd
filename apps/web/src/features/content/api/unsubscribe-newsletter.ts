import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { NewsletterResponse } from './newsletter-messages';

/** Resolves with what to tell the shopper: the server's message or docs/product.md §8's default. */
export async function unsubscribeNewsletter(email: string): Promise<string> {
  const body = await apiRequest<NewsletterResponse>('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Something went wrong. Please try again.',
  });
  return body?.message || 'You have been unsubscribed from our newsletter.';
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
