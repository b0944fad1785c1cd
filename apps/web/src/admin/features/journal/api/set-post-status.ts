import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { setAdminBlogPostStatus } from '@shop/core/journal/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterJournalChange } from '../journal-cache';
import { postQueryOptions } from './get-post';
import type { AdminPost } from './list-posts';

/** Publishes the post, or takes it back to draft. */
export async function setPostStatus({ id, status }: { id: string; status: PublicationStatus }): Promise<AdminPost> {
  const { data } = await apiCall<typeof setAdminBlogPostStatus>('POST /api/admin/blogs/:id/status', { params: { id }, body: { status } });
  return data;
}

export function useSetPostStatus() {
  const queryClient = useQueryClient();
  const afterChange = useAfterJournalChange();
  return useMutation({
    mutationFn: setPostStatus,
    onSuccess: async (post) => {
      queryClient.setQueryData(postQueryOptions(post._id).queryKey, post);
      await afterChange();
    },
  });
}
