import type { setAdminBlogPostFeatured } from '@shop/core/journal/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterJournalChange } from '../journal-cache';
import { postQueryOptions } from './get-post';
import type { AdminPost } from './list-posts';

/** Featured posts lead the storefront's journal (Featured Guides, Expert's Choice). */
export async function setPostFeatured({ id, featured }: { id: string; featured: boolean }): Promise<AdminPost> {
  const { data } = await apiCall<typeof setAdminBlogPostFeatured>('POST /api/admin/blogs/:id/feature', { params: { id }, body: { featured } });
  return data;
}

export function useSetPostFeatured() {
  const queryClient = useQueryClient();
  const afterChange = useAfterJournalChange();
  return useMutation({
    mutationFn: setPostFeatured,
    onSuccess: async (post) => {
      queryClient.setQueryData(postQueryOptions(post._id).queryKey, post);
      await afterChange();
    },
  });
}
