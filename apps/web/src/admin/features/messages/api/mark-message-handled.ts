import type { markAdminContactMessageHandled } from '@shop/core/messages/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterMessagesChange } from '../messages-cache';
import type { ContactMessage } from './list-contact-messages';

/** Marks a message handled (the owner has answered it) or back to not yet handled. */
export async function markMessageHandled({ id, handled }: { id: string; handled: boolean }): Promise<ContactMessage> {
  const { contactMessage } = await apiCall<typeof markAdminContactMessageHandled>('POST /api/admin/contact-messages/:id/handled', {
    params: { id },
    body: { handled },
  });
  return contactMessage;
}

export function useMarkMessageHandled() {
  const afterChange = useAfterMessagesChange();
  return useMutation({ mutationFn: markMessageHandled, onSuccess: afterChange });
}
