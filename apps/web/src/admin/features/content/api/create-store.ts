import type { createAdminStore } from '@shop/core/business/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type StoreInput = EndpointInput<typeof createAdminStore>['body'];

export async function createStore(body: StoreInput) {
  const { store } = await apiCall<typeof createAdminStore>('POST /api/admin/stores', { body });
  return store;
}

/** The storefront reads its stores from the business details. */
export function useCreateStore() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: createStore, onSuccess: afterChange });
}
