import type { retryAdminOutboxMessage } from '@shop/core/console/admin-outbox-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterMessagesChange } from '../messages-cache';

/** Puts a failed email or webhook call back in the outbox for a fresh round of attempts; resolves with the server's message. */
export async function retryFailedMessage(id: string): Promise<string> {
  const { message } = await apiCall<typeof retryAdminOutboxMessage>('POST /api/admin/outbox/:id/retry', { params: { id } });
  return message;
}

/** Either way the list is loaded again: a refusal (409) means the message is no longer a failed one. */
export function useRetryFailedMessage() {
  const afterChange = useAfterMessagesChange();
  return useMutation({ mutationFn: retryFailedMessage, onSettled: afterChange });
}
