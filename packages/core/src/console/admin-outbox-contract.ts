import { z } from '../shared/zod';
import { paginationQuery } from '../shared/admin-field-schemas';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';

/** The error codes of the admin outbox calls. */
export const adminOutboxErrorCodes = {
  messageNotFound: 'OUTBOX_MESSAGE_NOT_FOUND',
  notFailed: 'OUTBOX_MESSAGE_NOT_FAILED',
} as const;

/** An email, webhook call or push notification the outbox gave up on after its last attempt (docs/decisions/013). */
export const adminFailedOutboxMessageDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(['email', 'webhook', 'push']),
  /** The email's template (order-confirmation, owner-order-alert, …), the webhook's event (order.placed, …) or the push notification's tag (order-<id>, test). */
  name: z.string(),
  /**
   * The email's recipient and subject, once it was rendered (a one-time code's subject is never kept);
   * the push notification's device ("Chrome on Android") and title; null for a webhook.
   */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When the change that caused it was committed, as an ISO date. */
  createdAt: z.string(),
});
export type AdminFailedOutboxMessageDto = z.infer<typeof adminFailedOutboxMessageDtoSchema>;

const outboxTag = adminTag('Outbox');

export const listAdminFailedOutboxMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/outbox/failed',
  summary: 'List emails, webhook calls and push notifications that failed after every attempt, newest first',
  tag: outboxTag,
  auth: 'admin',
  request: { query: z.object(paginationQuery) },
  success: { body: z.object({ success: z.literal(true), messages: z.array(adminFailedOutboxMessageDtoSchema), ...pageInfoShape }) },
});

export const retryAdminOutboxMessage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/outbox/:id/retry',
  summary: 'Send a failed email, webhook call or push notification again, with a fresh round of attempts',
  tag: outboxTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: [adminOutboxErrorCodes.messageNotFound], 409: [adminOutboxErrorCodes.notFailed] },
});
