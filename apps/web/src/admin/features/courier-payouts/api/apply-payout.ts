import type { applyPayout as applyPayoutEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminCourierKeys } from '../../couriers/api/query-keys';
import { adminOrderKeys } from '../../orders/api/query-keys';
import { overviewKeys } from '../../today/api/query-keys';
import { adminCourierPayoutKeys } from './query-keys';

export type ApplyPayoutBody = EndpointInput<typeof applyPayoutEndpoint>['body'];
export type AppliedPayout = EndpointResponse<typeof applyPayoutEndpoint>;

/** Applies a preview in one go: the orders it pays, and the moves to Delivered and Returned the owner accepted. */
export function applyPayout(body: ApplyPayoutBody): Promise<AppliedPayout> {
  return apiCall<typeof applyPayoutEndpoint>('POST /api/admin/courier-payouts', { body, fallbackMessage: 'The payout could not be applied.' });
}

/** A payout changes what couriers owe, the orders it names and Today's cash with couriers: all load again. */
export function useApplyPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPayout,
    onSuccess: (answer) => queryClient.setQueryData(adminCourierPayoutKeys.detail(answer.payout._id), answer.payout),
    onSettled: () =>
      Promise.all(
        [adminCourierPayoutKeys.all, adminCourierKeys.all, adminOrderKeys.all, overviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
