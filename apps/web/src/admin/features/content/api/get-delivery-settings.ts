import type { getAdminDeliverySettings } from '@shop/core/delivery/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

/** Rupees: the charge and the threshold, and the couriers orders ship with. */
export type AdminDeliverySettings = EndpointResponse<typeof getAdminDeliverySettings>['settings'];

export async function getDeliverySettingsForOwner(signal?: AbortSignal): Promise<AdminDeliverySettings> {
  const { settings } = await apiCall<typeof getAdminDeliverySettings>('GET /api/admin/delivery-settings', { signal });
  return settings;
}

export function deliverySettingsForOwnerQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.deliverySettings,
    queryFn: ({ signal }) => getDeliverySettingsForOwner(signal),
    meta: privateQueryMeta,
  });
}

export function useDeliverySettingsForOwner() {
  return useQuery(deliverySettingsForOwnerQueryOptions());
}
