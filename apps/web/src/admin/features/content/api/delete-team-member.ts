import type { deleteTeamMember as deleteTeamMemberEndpoint } from '@shop/core/content/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export async function deleteTeamMember(id: string) {
  const { message } = await apiCall<typeof deleteTeamMemberEndpoint>('DELETE /api/admin/team/:id', { params: { id } });
  return message;
}

export function useDeleteTeamMember() {
  const afterChange = useAfterContentChange();
  // Settled, not only succeeded: someone already removed elsewhere (404) leaves the list too.
  return useMutation({ mutationFn: deleteTeamMember, onSettled: afterChange });
}
