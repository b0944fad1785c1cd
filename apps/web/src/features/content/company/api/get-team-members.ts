import type { TeamMemberDto } from '@shop/core/content/dtos';
import type { listTeamMembers } from '@shop/core/content/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { contentKeys } from '../../api/query-keys';

/** The active team, in the shop's chosen order (docs/product.md §7: inactive hidden, sorted by order). */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMemberDto[]> {
  const body = await apiCall<typeof listTeamMembers>('GET /api/teams', { signal, fallbackMessage: 'Failed to load team members' });
  return body.data.filter((member) => member.isActive).sort((a, b) => a.order - b.order);
}

export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.teamMembers,
    queryFn: ({ signal }) => getTeamMembers(signal),
    // The team changes a few times a year.
    staleTime: 30 * 60_000,
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}
