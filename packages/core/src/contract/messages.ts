import { z } from '../zod';
import { contactRequestSchema, newsletterRequestSchema } from '../contact-schemas';
import { defineEndpoint } from './endpoint';

/** The error codes of the contact and newsletter calls (docs/product.md §8 Home, content and messages). */
export const messageErrorCodes = {
  notSubscribed: 'NOT_SUBSCRIBED',
} as const;

const tag = 'Messages';

const messageBody = z.object({ success: z.literal(true), message: z.string() });

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message to the shop',
  tag,
  auth: 'public',
  request: { body: contactRequestSchema },
  success: { status: 201, body: messageBody },
});

export const subscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/subscribe',
  summary: 'Subscribe to the newsletter',
  tag,
  auth: 'public',
  request: { body: newsletterRequestSchema },
  success: { body: messageBody },
});

export const unsubscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  summary: 'Unsubscribe from the newsletter',
  tag,
  auth: 'public',
  request: { body: newsletterRequestSchema },
  success: { body: messageBody },
  errors: { 404: [messageErrorCodes.notSubscribed] },
});
