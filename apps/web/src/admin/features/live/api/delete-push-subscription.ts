import type { deleteAdminPushSubscription } from '@shop/core/console/admin-push-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminPushKeys } from './push-query-keys';

/** Stops the shop pushing to a device, this one or one she no longer has; answers the server's message. */
export async function deletePushSubscription(endpoint: string): Promise<string> {
  const { message } = await apiCall<typeof deleteAdminPushSubscription>('DELETE /api/admin/push/subscriptions', {
    body: { endpoint },
    fallbackMessage: 'Notifications could not be turned off. Please try again.',
  });
  return message;
}

export function useDeletePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePushSubscription, onSettled: () => queryClient.invalidateQueries({ queryKey: adminPushKeys.devices }) });
}
