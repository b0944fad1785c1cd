import type { listAdminPushSubscriptions } from '@shop/core/console/admin-push-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminPushKeys } from './push-query-keys';

export type PushDevice = EndpointResponse<typeof listAdminPushSubscriptions>['devices'][number];

/** The phones and browsers with notifications on, newest first. */
export async function listPushDevices(signal?: AbortSignal): Promise<PushDevice[]> {
  const { devices } = await apiCall<typeof listAdminPushSubscriptions>('GET /api/admin/push/subscriptions', {
    signal,
    fallbackMessage: 'The devices with notifications on could not be loaded.',
  });
  return devices;
}

export function pushDevicesQueryOptions() {
  return queryOptions({ queryKey: adminPushKeys.devices, queryFn: ({ signal }) => listPushDevices(signal), meta: privateQueryMeta });
}

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
