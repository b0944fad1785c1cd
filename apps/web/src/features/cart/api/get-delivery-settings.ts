import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { getDeliverySettings as getDeliverySettingsEndpoint } from '@shop/core/delivery/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cartKeys } from './query-keys';

export const deliverySettingsErrorMessage = 'Failed to load delivery settings';

/** docs/product.md §7 GET /api/delivery-settings: the charge and the free-delivery threshold, in rupees. */
export async function getDeliverySettings(signal?: AbortSignal): Promise<DeliverySettingsDto> {
  const { settings } = await apiCall<typeof getDeliverySettingsEndpoint>('GET /api/delivery-settings', {
    signal,
    fallbackMessage: deliverySettingsErrorMessage,
  });
  return settings;
}

export function deliverySettingsQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.deliverySettings,
    queryFn: ({ signal }) => getDeliverySettings(signal),
    // The owner changes the charge rarely; the server re-checks it when the order is placed.
    staleTime: 5 * 60_000,
  });
}

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}
