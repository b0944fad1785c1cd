import type { deleteAdminReviewReply } from '@shop/core/reviews/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminReviewKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function deleteReviewReply(id: string): Promise<string> {
  const { message } = await apiCall<typeof deleteAdminReviewReply>('DELETE /api/admin/reviews/:id/reply', { params: { id } });
  return message;
}

export function useDeleteReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewReply,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
