import type { replyToAdminReview } from '@shop/core/reviews/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminReviewKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** Puts the shop's reply under a review, shown as from 'Admin'. */
export async function replyToReview({ id, content }: { id: string; content: string }): Promise<string> {
  const { message } = await apiCall<typeof replyToAdminReview>('POST /api/admin/reviews/:id/reply', { params: { id }, body: { content } });
  return message;
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
