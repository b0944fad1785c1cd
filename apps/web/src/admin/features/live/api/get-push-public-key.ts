import type { getAdminPushPublicKey } from '@shop/core/console/admin-push-contract';
import { apiCall } from '../../../../lib/api-client';

/** The shop's VAPID key, the applicationServerKey this browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiCall<typeof getAdminPushPublicKey>('GET /api/admin/push/public-key', {
    fallbackMessage: 'Notifications could not be turned on. Please try again.',
  });
  return publicKey;
}
