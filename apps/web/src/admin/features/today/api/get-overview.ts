import type { getAdminOverview } from '@shop/core/console/admin-overview-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { overviewKeys } from './query-keys';

export type AdminOverview = EndpointResponse<typeof getAdminOverview>['overview'];

export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const { overview } = await apiCall<typeof getAdminOverview>('GET /api/admin/overview', { signal });
  return overview;
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => getOverview(signal),
    meta: privateQueryMeta,
    // New orders arrive while the console is open on the counter.
    refetchInterval: 60_000,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
