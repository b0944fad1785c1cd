import { z } from '../shared/zod';

/**
 * The emailed token, as the one-click address carries it. Its shape is checked by the service, so a
 * malformed token answers as a forged one does (404 UNSUBSCRIBE_TOKEN_INVALID); only an absurd length
 * is refused here, before anything is hashed.
 */
export const cartReminderUnsubscribeQuery = z.object({
  token: z.string({ error: 'token is required' }).max(200, 'token must be at most 200 characters'),
});
