import type { updateAdminReviewReply } from '@shop/core/reviews/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminReviewKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function updateReviewReply({ id, content }: { id: string; content: string }): Promise<string> {
  const { message } = await apiCall<typeof updateAdminReviewReply>('PATCH /api/admin/reviews/:id/reply', { params: { id }, body: { content } });
  return message;
}

export function useUpdateReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewReply,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
