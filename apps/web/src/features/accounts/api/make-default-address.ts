import type { makeSavedAddressDefault } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { storeSavedAddresses } from './get-saved-addresses';
import { accountKeys } from './query-keys';

export const makeDefaultFailedMessage = 'Could not change the default address. Please try again.';

/** docs/product.md §7 PUT /api/user/addresses/{id}/default. */
export async function makeDefaultAddress(id: string) {
  return apiCall<typeof makeSavedAddressDefault>('PUT /api/user/addresses/:id/default', { params: { id }, fallbackMessage: makeDefaultFailedMessage });
}

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSuccess: ({ addresses }) => {
      if (userId) storeSavedAddresses(queryClient, userId, addresses);
    },
    onError: () => (userId ? queryClient.invalidateQueries({ queryKey: accountKeys.savedAddresses(userId) }) : undefined),
  });
}
