import type { setAccountNewsletter } from '@shop/core/messages/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

/** Shown when the server gives no message of its own. */
export const setAccountNewsletterFailedMessage = 'Could not change your newsletter subscription. Please try again.';

/** Subscribes (a verified address only: 403 EMAIL_NOT_VERIFIED otherwise) or unsubscribes the account's address, at once. */
export async function saveAccountNewsletter(subscribed: boolean): Promise<{ subscribed: boolean; message: string }> {
  const answer = await apiCall<typeof setAccountNewsletter>('PUT /api/user/newsletter', {
    body: { subscribed },
    fallbackMessage: setAccountNewsletterFailedMessage,
  });
  return { subscribed: answer.subscribed, message: answer.message };
}

/** The answer is the new state: the section shows it without asking again. */
export function useSetAccountNewsletter(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountNewsletter,
    onSuccess: ({ subscribed }) => queryClient.setQueryData(contentKeys.accountNewsletter(userId), subscribed),
  });
}
