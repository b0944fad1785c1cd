/**
 * docs/product.md §2 Carts that come back: a customer's cart left with items gets one reminder email,
 * at most one a week, with a one-click way to turn the reminders off.
 */

/** A customer is reminded of a cart at most once in this many days, however often they leave one. */
export const CART_REMINDER_EVERY_DAYS = 7;

/** The owner's list of open carts shows this many per page unless asked for fewer. */
export const ABANDONED_CARTS_PAGE_SIZE = 50;

export const cartReminderErrorCodes = {
  /** Not a token this shop sent: malformed, forged, or of a reminder that no longer exists. */
  tokenInvalid: 'UNSUBSCRIBE_TOKEN_INVALID',
  /** The reminder's unsubscribe link was used before; nothing more changes. */
  alreadyUnsubscribed: 'ALREADY_UNSUBSCRIBED',
} as const;

export const cartReminderMessages = {
  unsubscribed: 'You will not get cart reminders from us any more.',
  tokenInvalid: 'This unsubscribe link is not valid. Please use the link from your latest cart reminder email.',
  alreadyUnsubscribed: 'You have already turned off cart reminders with this link.',
} as const;
