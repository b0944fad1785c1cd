import type { getAdminDeliverySettings } from '@shop/core/delivery/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminOrderKeys } from './query-keys';

export type Courier = EndpointResponse<typeof getAdminDeliverySettings>['settings']['couriers'][number];

/** The couriers an order may ship with: the delivery settings' list, which the owner edits under Content. */
export async function getCouriers(signal?: AbortSignal): Promise<Courier[]> {
  const { settings } = await apiCall<typeof getAdminDeliverySettings>('GET /api/admin/delivery-settings', {
    signal,
    fallbackMessage: 'The couriers could not be loaded.',
  });
  return settings.couriers;
}

export function couriersQueryOptions() {
  return queryOptions({
    queryKey: adminOrderKeys.couriers,
    queryFn: ({ signal }) => getCouriers(signal),
    meta: privateQueryMeta,
  });
}

export function useCouriers() {
  return useQuery(couriersQueryOptions());
}
