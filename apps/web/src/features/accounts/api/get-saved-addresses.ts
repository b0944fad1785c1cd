import type { listSavedAddresses } from '@shop/core/accounts/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { accountKeys } from './query-keys';

export type SavedAddress = EndpointResponse<typeof listSavedAddresses>['addresses'][number];

export const savedAddressesErrorMessage = 'Failed to load your saved addresses';

/** The account's saved addresses, the default first (docs/product.md §2 Account). */
export async function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const { addresses } = await apiCall<typeof listSavedAddresses>('GET /api/user/addresses', { signal, fallbackMessage: savedAddressesErrorMessage });
  return addresses;
}

/** Keyed by the user and private: logout drops them. */
export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.savedAddresses(userId),
    queryFn: ({ signal }) => getSavedAddresses(signal),
    meta: privateQueryMeta,
    staleTime: 30_000,
  });
}

export function useSavedAddresses(userId: string | null) {
  return useQuery({ ...savedAddressesQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** Every address write answers the whole list (one change can move the default): it replaces the cached one. */
export function storeSavedAddresses(queryClient: QueryClient, userId: string, addresses: SavedAddress[]) {
  queryClient.setQueryData(accountKeys.savedAddresses(userId), addresses);
}
