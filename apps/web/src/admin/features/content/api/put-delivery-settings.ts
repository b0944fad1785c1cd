import type { putAdminDeliverySettings } from '@shop/core/delivery/contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type DeliverySettingsInput = EndpointInput<typeof putAdminDeliverySettings>['body'];

/** Replaces the whole settings: charge, threshold (rupees) and the couriers. */
export async function putDeliverySettings(body: DeliverySettingsInput) {
  const { settings } = await apiCall<typeof putAdminDeliverySettings>('PUT /api/admin/delivery-settings', { body });
  return settings;
}

/** The cart's copy loads again too, so the new charge shows there at once. */
export function usePutDeliverySettings() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: putDeliverySettings, onSuccess: afterChange });
}
