import type { unhideAdminReview } from '@shop/core/reviews/admin-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminReviewKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function unhideReview(id: string): Promise<string> {
  const { message } = await apiCall<typeof unhideAdminReview>('POST /api/admin/reviews/:id/unhide', { params: { id } });
  return message;
}

export function useUnhideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unhideReview,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
