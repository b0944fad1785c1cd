import type { updateTeamMember as updateTeamMemberEndpoint } from '@shop/core/content/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type TeamMemberChanges = EndpointInput<typeof updateTeamMemberEndpoint>['body'];

export async function updateTeamMember({ id, changes }: { id: string; changes: TeamMemberChanges }) {
  const { member } = await apiCall<typeof updateTeamMemberEndpoint>('PATCH /api/admin/team/:id', { params: { id }, body: changes });
  return member;
}

export function useUpdateTeamMember() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: updateTeamMember, onSuccess: afterChange });
}
