import type { unsubscribeCartReminders as unsubscribeCartRemindersEndpoint } from '@shop/core/cart/reminders-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Shown when no answer came (docs/product.md §8 keeps the server's words for every answer). */
export const unsubscribeCartRemindersFailedMessage = 'We could not turn off your cart reminders. Please check your connection and try again.';

/**
 * POST /api/cart-reminders/unsubscribe: the customer the reminder's link names gets no more cart
 * reminders (the same call a mail client's own unsubscribe button makes). No session token is sent.
 */
export async function unsubscribeCartReminders(token: string): Promise<string> {
  const { message } = await apiCall<typeof unsubscribeCartRemindersEndpoint>('POST /api/cart-reminders/unsubscribe', {
    query: { token },
    sendToken: false,
    fallbackMessage: unsubscribeCartRemindersFailedMessage,
  });
  return message;
}

export function useUnsubscribeCartReminders() {
  return useMutation({ mutationFn: unsubscribeCartReminders });
}
