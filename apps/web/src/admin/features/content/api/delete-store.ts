import type { deleteAdminStore } from '@shop/core/business/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

/** Deleting the main store leaves the shop without one rather than pointing at nothing (the server's rule). */
export async function deleteStore(id: string) {
  const { message } = await apiCall<typeof deleteAdminStore>('DELETE /api/admin/stores/:id', { params: { id } });
  return message;
}

export function useDeleteStore() {
  const afterChange = useAfterContentChange();
  // Settled, not only succeeded: a store already removed elsewhere (404) leaves the list too.
  return useMutation({ mutationFn: deleteStore, onSettled: afterChange });
}
