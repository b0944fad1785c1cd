import type { SavedAddressRequest } from '@shop/core/accounts/account-profile-schemas';
import type { updateSavedAddress as updateSavedAddressEndpoint } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { storeSavedAddresses } from './get-saved-addresses';
import { accountKeys } from './query-keys';

export const updateAddressFailedMessage = 'Could not update the address. Please try again.';

/** docs/product.md §7 PUT /api/user/addresses/{id}; 404 ADDRESS_NOT_FOUND when it is gone. */
export async function updateSavedAddress({ id, address }: { id: string; address: SavedAddressRequest }) {
  return apiCall<typeof updateSavedAddressEndpoint>('PUT /api/user/addresses/:id', {
    params: { id },
    body: address,
    fallbackMessage: updateAddressFailedMessage,
  });
}

export function useUpdateSavedAddress() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: updateSavedAddress,
    onSuccess: ({ addresses }) => {
      if (userId) storeSavedAddresses(queryClient, userId, addresses);
    },
    // A 404 means another tab deleted it: the list is loaded again.
    onError: () => (userId ? queryClient.invalidateQueries({ queryKey: accountKeys.savedAddresses(userId) }) : undefined),
  });
}
