import type { deleteAdminBlogPost } from '@shop/core/journal/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterJournalChange } from '../journal-cache';
import { postQueryOptions } from './get-post';
import { adminJournalKeys } from './query-keys';

export async function deletePost(id: string): Promise<string> {
  const { message } = await apiCall<typeof deleteAdminBlogPost>('DELETE /api/admin/blogs/:id', { params: { id } });
  return message;
}

/**
 * `leave` takes the owner off the deleted post's screen first; only then does the post leave the
 * cache, so the screen never asks for it again (a 404) on its way out.
 */
export function useDeletePost({ leave }: { leave: () => void }) {
  const queryClient = useQueryClient();
  const afterChange = useAfterJournalChange(adminJournalKeys.lists);
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_message, id) => {
      leave();
      queryClient.removeQueries({ queryKey: postQueryOptions(id).queryKey });
      await afterChange();
    },
  });
}
