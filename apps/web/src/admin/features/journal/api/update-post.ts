import type { updateAdminBlogPost } from '@shop/core/journal/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterJournalChange } from '../journal-cache';
import { postQueryOptions } from './get-post';
import type { AdminPost } from './list-posts';

export type PostChanges = EndpointInput<typeof updateAdminBlogPost>['body'];

export async function updatePost({ id, changes }: { id: string; changes: PostChanges }): Promise<AdminPost> {
  const { data } = await apiCall<typeof updateAdminBlogPost>('PATCH /api/admin/blogs/:id', { params: { id }, body: changes });
  return data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  const afterChange = useAfterJournalChange();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: async (post) => {
      queryClient.setQueryData(postQueryOptions(post._id).queryKey, post);
      await afterChange();
    },
  });
}
