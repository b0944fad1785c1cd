import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

/** The error codes of the console's event stream. */
export const adminEventErrorCodes = {
  /** This session or this client already has as many streams open as it may (MAX_STREAMS_PER_*). */
  tooManyStreams: 'TOO_MANY_STREAMS',
} as const;

/** The data of each event: enough for a toast and for the console to know which order to fetch again. */
export const consoleEventDataSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  /** The order's amount, in rupees. */
  amount: z.number(),
  status: z.string(),
  /** When it happened, as an ISO date. */
  at: z.string(),
});
export type ConsoleEventData = z.infer<typeof consoleEventDataSchema>;

export const streamAdminEvents = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events',
  summary:
    'Server-Sent Events: order.placed, order.confirmed and order.cancelled as they happen, each with an integer id; with Last-Event-ID, what was missed first (kept for a day)',
  tag: adminTag('Events'),
  auth: 'admin',
  request: {
    headers: z.object({
      /** The id of the last event the console received; what came after it is sent first. */
      'last-event-id': z
        .string()
        .regex(/^\d{1,15}$/, "Last-Event-ID must be an event's id")
        .optional(),
    }),
  },
  success: { body: z.string(), contentType: 'text/event-stream' },
  errors: { 429: [adminEventErrorCodes.tooManyStreams] },
});
