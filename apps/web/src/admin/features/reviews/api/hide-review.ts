import type { hideAdminReview } from '@shop/core/reviews/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminReviewKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** Takes a review off the shop and out of its product's rating; Unhide brings it back. */
export async function hideReview(id: string): Promise<string> {
  const { message } = await apiCall<typeof hideAdminReview>('POST /api/admin/reviews/:id/hide', { params: { id } });
  return message;
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
