import { contactMessages, type contactRequestSchema } from '@shop/core/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export type ContactMessage = z.output<typeof contactRequestSchema>;

interface ContactResponse {
  success: true;
  message?: string;
}

/** docs/product.md §8 Pages: shown when sending fails and the server gives no reason. */
export const contactFailure = 'Failed to send message. Please try again.';

/** Sends the message; resolves with what to tell the shopper (the server's words, else SPEC's). */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const body = await apiRequest<ContactResponse>('/api/contact', { method: 'POST', body: message, fallbackMessage: contactFailure });
  return body?.message?.trim() || contactMessages.sent;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
