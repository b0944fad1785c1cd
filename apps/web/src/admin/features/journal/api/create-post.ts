import type { createAdminBlogPost } from '@shop/core/journal/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterJournalChange } from '../journal-cache';
import { postQueryOptions } from './get-post';
import type { AdminPost } from './list-posts';

export type NewPostBody = EndpointInput<typeof createAdminBlogPost>['body'];

export async function createPost(body: NewPostBody): Promise<AdminPost> {
  const { data } = await apiCall<typeof createAdminBlogPost>('POST /api/admin/blogs', { body });
  return data;
}

/** The new post goes straight into the cache, so its editor opens without loading it again. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const afterChange = useAfterJournalChange();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async (post) => {
      queryClient.setQueryData(postQueryOptions(post._id).queryKey, post);
      await afterChange();
    },
  });
}
