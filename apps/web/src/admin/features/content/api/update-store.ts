import type { updateAdminStore } from '@shop/core/business/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type StoreChanges = EndpointInput<typeof updateAdminStore>['body'];

export async function updateStore({ id, changes }: { id: string; changes: StoreChanges }) {
  const { store } = await apiCall<typeof updateAdminStore>('PATCH /api/admin/stores/:id', { params: { id }, body: changes });
  return store;
}

export function useUpdateStore() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: updateStore, onSuccess: afterChange });
}
