import type { getCurrentUser as getCurrentUserEndpoint } from '@shop/core/accounts/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { accountKeys } from './query-keys';

export type CurrentUser = EndpointResponse<typeof getCurrentUserEndpoint>['user'];

/** The stored token's user; a token the server no longer accepts answers 401, which logs the shopper out. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { user } = await apiCall<typeof getCurrentUserEndpoint>('GET /api/user/me', { signal });
  return user;
}

/** Keyed by the user id the token names, so one shopper's answer is never read for another. */
export function currentUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.currentUser(userId),
    queryFn: ({ signal }) => getCurrentUser(signal),
    meta: privateQueryMeta,
    // Asked when it matters (is this token still good?), so never answered from an old copy.
    staleTime: 0,
    // A 401 is final, and any other failure is treated as "the token may be fine" by the callers.
    retry: false,
  });
}

export function useCurrentUser(userId: string | null) {
  return useQuery({ ...currentUserQueryOptions(userId ?? ''), enabled: userId !== null });
}
