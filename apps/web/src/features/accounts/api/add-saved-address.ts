import type { SavedAddressRequest } from '@shop/core/accounts/account-profile-schemas';
import type { addSavedAddress as addSavedAddressEndpoint } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { storeSavedAddresses } from './get-saved-addresses';

export const addAddressFailedMessage = 'Could not save the address. Please try again.';

/** docs/product.md §7 POST /api/user/addresses; 409 TOO_MANY_ADDRESSES past 10. */
export async function addSavedAddress(input: SavedAddressRequest) {
  return apiCall<typeof addSavedAddressEndpoint>('POST /api/user/addresses', { body: input, fallbackMessage: addAddressFailedMessage });
}

export function useAddSavedAddress() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: addSavedAddress,
    onSuccess: ({ addresses }) => {
      if (userId) storeSavedAddresses(queryClient, userId, addresses);
    },
  });
}
