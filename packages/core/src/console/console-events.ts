/**
 * What reaches every open console as it happens (issue 32), without zod: the console's first load
 * imports these, the contract (admin-events-contract.ts) the rest.
 */
export const consoleEventNames = ['order.placed', 'order.confirmed', 'order.cancelled'] as const;
export type ConsoleEventName = (typeof consoleEventNames)[number];

/** The console's own limits: a few tabs and phones per session, a few more per network address. */
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS_PER_CLIENT = 8;
