import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

/** What reaches every open console as it happens (issue 32): the names are the stream's event names. */
export const consoleEventNames = ['order.placed', 'order.confirmed', 'order.cancelled'] as const;
export type ConsoleEventName = (typeof consoleEventNames)[number];

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

/** The console's own limits: a few tabs and phones per session, a few more per network address. */
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_CLIENT = 8;

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
