import type { putAdminShopSettings } from '@shop/core/console/admin-shop-settings-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';
import { adminProductKeys } from '../../products/api/query-keys';

export type ShopSettingsInput = EndpointInput<typeof putAdminShopSettings>['body'];

export async function putShopSettings(body: ShopSettingsInput) {
  const { settings } = await apiCall<typeof putAdminShopSettings>('PUT /api/admin/shop-settings', { body });
  return settings;
}

/** The threshold decides which products the Products screen's low-stock filter lists, so that list loads again too. */
export function usePutShopSettings() {
  const afterChange = useAfterContentChange(adminProductKeys.all);
  return useMutation({ mutationFn: putShopSettings, onSuccess: afterChange });
}
