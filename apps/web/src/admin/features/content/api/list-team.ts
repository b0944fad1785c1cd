import type { listAdminTeam } from '@shop/core/content/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type AdminTeamMember = EndpointResponse<typeof listAdminTeam>['team'][number];

/** Every team member, shown or not, in the About page's order. */
export async function listTeam(signal?: AbortSignal): Promise<AdminTeamMember[]> {
  const { team } = await apiCall<typeof listAdminTeam>('GET /api/admin/team', { signal });
  return [...team].sort((a, b) => a.order - b.order);
}

export function teamQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.team,
    queryFn: ({ signal }) => listTeam(signal),
    meta: privateQueryMeta,
  });
}

export function useTeam() {
  return useQuery(teamQueryOptions());
}
