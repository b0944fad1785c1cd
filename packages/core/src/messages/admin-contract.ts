import { z } from '../shared/zod';
import { contactMessageListQuery, handledBody } from './admin-schemas';
import { adminContactMessageDtoSchema, adminSubscriberDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';

/** The error codes of the admin contact-message and newsletter calls. */
export const adminMessageErrorCodes = {
  messageNotFound: 'MESSAGE_NOT_FOUND',
} as const;

const messagesTag = adminTag('Messages');
const newsletterTag = adminTag('Newsletter');

export const listAdminContactMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/contact-messages',
  summary: 'List contact-form messages, newest first (?handled=true|false)',
  tag: messagesTag,
  auth: 'admin',
  request: { query: contactMessageListQuery },
  success: { body: z.object({ success: z.literal(true), messages: z.array(adminContactMessageDtoSchema), ...pageInfoShape }) },
});

export const markAdminContactMessageHandled = defineEndpoint({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/handled',
  summary: 'Mark a message handled ({ handled: true }, the default) or not yet handled',
  tag: messagesTag,
  auth: 'admin',
  request: { params: adminIdParams, body: handledBody },
  success: { body: z.object({ success: z.literal(true), message: z.string(), contactMessage: adminContactMessageDtoSchema }) },
  errors: { 404: [adminMessageErrorCodes.messageNotFound] },
});

export const listAdminNewsletterSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletter/subscribers',
  summary: 'List newsletter subscribers: confirmed, and not unsubscribed since',
  tag: newsletterTag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), subscribers: z.array(adminSubscriberDtoSchema), total: z.number() }) },
});

export const exportAdminNewsletterSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletter/subscribers.csv',
  summary:
    "Export the subscribers as CSV (email, subscribed_at, unsubscribe_url, one_click_unsubscribe_url: each row's signed links for a mailing tool), as the admin command line does",
  tag: newsletterTag,
  auth: 'admin',
  success: { body: z.string(), contentType: 'text/csv; charset=utf-8' },
});
