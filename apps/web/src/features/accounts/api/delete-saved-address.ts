import type { deleteSavedAddress as deleteSavedAddressEndpoint } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { storeSavedAddresses } from './get-saved-addresses';
import { accountKeys } from './query-keys';

export const deleteAddressFailedMessage = 'Could not delete the address. Please try again.';

/** docs/product.md §7 DELETE /api/user/addresses/{id}: deleting the default makes the newest remaining one the default. */
export async function deleteSavedAddress(id: string) {
  return apiCall<typeof deleteSavedAddressEndpoint>('DELETE /api/user/addresses/:id', { params: { id }, fallbackMessage: deleteAddressFailedMessage });
}

export function useDeleteSavedAddress() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSuccess: ({ addresses }) => {
      if (userId) storeSavedAddresses(queryClient, userId, addresses);
    },
    onError: () => (userId ? queryClient.invalidateQueries({ queryKey: accountKeys.savedAddresses(userId) }) : undefined),
  });
}
