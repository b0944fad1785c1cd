import type { DeliverySettingsDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const deliverySettingsErrorMessage = 'Failed to load delivery settings';

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function readSettings(value: unknown): DeliverySettingsDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fixedCharge, freeDeliveryAbove } = value as Record<string, unknown>;
  if (!isAmount(fixedCharge) || !isAmount(freeDeliveryAbove)) return null;
  // 'fixed' is the only mode docs/product.md §3 names, and the charge rule of §9 is the same whatever the mode says.
  return { mode: 'fixed', fixedCharge, freeDeliveryAbove };
}

/** docs/product.md §7: the settings come under `settings`, or at the top level of the body. */
export async function getDeliverySettings(signal?: AbortSignal): Promise<DeliverySettingsDto> {
  const body = await apiRequest<{ settings?: unknown }>('/api/delivery-settings', {
    signal,
    fallbackMessage: deliverySettingsErrorMessage,
  });
  const settings = readSettings(body?.settings) ?? readSettings(body);
  // A body without usable amounts would make every total wrong; treat it as the failure it is.
  if (!settings) throw new ApiError(200, deliverySettingsErrorMessage);
  return settings;
}

export function deliverySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['delivery-settings'],
    queryFn: ({ signal }) => getDeliverySettings(signal),
    // The owner changes the charge rarely; the server re-checks it when the order is placed.
    staleTime: 5 * 60_000,
  });
}

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}
