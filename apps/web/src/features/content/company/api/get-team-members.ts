import type { TeamMemberDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../lib/api-client';

interface TeamResponse {
  success: true;
  data: TeamMemberDto[];
  message?: string;
}

const failedToLoad = 'Failed to load team members';

/** The active team, in the shop's chosen order (docs/product.md §7: inactive hidden, sorted by order). */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMemberDto[]> {
  const body = await apiRequest<TeamResponse>('/api/teams', { signal, fallbackMessage: failedToLoad });
  if (!Array.isArray(body?.data)) throw new ApiError(200, failedToLoad);
  return body.data.filter((member) => member.isActive).sort((a, b) => a.order - b.order);
}

export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: ['team-members'],
    queryFn: ({ signal }) => getTeamMembers(signal),
    // The team changes a few times a year.
    staleTime: 30 * 60_000,
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
