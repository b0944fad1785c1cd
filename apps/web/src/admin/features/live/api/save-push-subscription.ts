import type { createAdminPushSubscription } from '@shop/core/console/admin-push-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { apiCall } from '../../../../lib/api-client';

export type PushSubscriptionBody = EndpointInput<typeof createAdminPushSubscription>['body'];

/** Tells the shop where to push this device's notifications. */
export function savePushSubscription(body: PushSubscriptionBody): Promise<EndpointResponse<typeof createAdminPushSubscription>> {
  return apiCall<typeof createAdminPushSubscription>('POST /api/admin/push/subscriptions', {
    body,
    fallbackMessage: 'Notifications could not be turned on. Please try again.',
  });
}
