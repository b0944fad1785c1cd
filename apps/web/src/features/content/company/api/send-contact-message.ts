import type { contactRequestSchema } from '@shop/core/messages/contact-schemas';
import type { sendContactMessage as sendContactMessageEndpoint } from '@shop/core/messages/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../../lib/api-client';

export type ContactMessage = z.output<typeof contactRequestSchema>;

/** docs/product.md §8 Pages: shown when sending fails and the server gives no reason. */
export const contactFailure = 'Failed to send message. Please try again.';

/** Sends the message; resolves with what to tell the shopper, in the server's words. */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const answer = await apiCall<typeof sendContactMessageEndpoint>('POST /api/contact', { body: message, fallbackMessage: contactFailure });
  return answer.message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
