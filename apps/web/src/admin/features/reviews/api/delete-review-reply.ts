import type { deleteAdminReviewReply } from '@shop/core/contract/admin/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';

export async function deleteReviewReply(id: string): Promise<string> {
  const { message } = await apiCall<typeof deleteAdminReviewReply>('DELETE /api/admin/reviews/:id/reply', { params: { id } });
  return message;
}

export function useDeleteReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewReply,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]);
    },
  });
}
