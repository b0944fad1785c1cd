import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';

export interface CurrentUser {
  _id: string;
  name: string;
  email: string;
  role: string;
}

interface CurrentUserResponse {
  success: true;
  user?: unknown;
}

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, name, email, role } = value as Record<string, unknown>;
  return typeof _id === 'string' && typeof name === 'string' && typeof email === 'string' && typeof role === 'string';
}

/** The stored token's user; a token the server no longer accepts answers 401, which logs the shopper out. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const body = await apiRequest<CurrentUserResponse>('/api/user/me', { signal });
  if (!isCurrentUser(body?.user)) throw new ApiError(200, 'The server sent an unexpected response');
  return body.user;
}

/** Keyed by the user id the token names, so one shopper's answer is never read for another. */
export function currentUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', 'me', userId],
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
