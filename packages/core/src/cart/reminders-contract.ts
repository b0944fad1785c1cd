import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { cartReminderUnsubscribeQuery } from './cart-reminder-schemas';
import { cartReminderErrorCodes } from './cart-reminders';

export const unsubscribeCartReminders = defineEndpoint({
  method: 'POST',
  path: '/api/cart-reminders/unsubscribe',
  summary:
    "Turn off the cart reminders of the customer a reminder email's link names (RFC 8058 one-click: a body of List-Unsubscribe=One-Click, or none); each link works once",
  tag: 'Cart',
  auth: 'public',
  request: { query: cartReminderUnsubscribeQuery },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: [cartReminderErrorCodes.tokenInvalid], 409: [cartReminderErrorCodes.alreadyUnsubscribed] },
});
