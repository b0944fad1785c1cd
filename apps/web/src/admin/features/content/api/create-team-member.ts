import type { createTeamMember as createTeamMemberEndpoint } from '@shop/core/content/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type TeamMemberInput = EndpointInput<typeof createTeamMemberEndpoint>['body'];

export async function createTeamMember(body: TeamMemberInput) {
  const { member } = await apiCall<typeof createTeamMemberEndpoint>('POST /api/admin/team', { body });
  return member;
}

export function useCreateTeamMember() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: createTeamMember, onSuccess: afterChange });
}
