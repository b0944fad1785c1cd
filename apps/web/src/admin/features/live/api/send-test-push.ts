import type { sendAdminTestPush } from '@shop/core/console/admin-push-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';

/** Pushes "Notifications are on" to one device, so the owner sees one arrive; answers the server's message. */
export async function sendTestPush(endpoint: string): Promise<string> {
  const { message } = await apiCall<typeof sendAdminTestPush>('POST /api/admin/push/test', {
    body: { endpoint },
    fallbackMessage: 'The test notification could not be sent. Please try again.',
  });
  return message;
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
