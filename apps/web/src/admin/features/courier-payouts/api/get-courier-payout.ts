import type { getPayout as getPayoutEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCourierPayoutKeys } from './query-keys';

export type CourierPayoutDetail = EndpointResponse<typeof getPayoutEndpoint>['payout'];

export async function getCourierPayout(payoutId: string, signal?: AbortSignal): Promise<CourierPayoutDetail> {
  const { payout } = await apiCall<typeof getPayoutEndpoint>('GET /api/admin/courier-payouts/:id', {
    params: { id: payoutId },
    signal,
    fallbackMessage: 'The payout could not be loaded.',
  });
  return payout;
}

export function courierPayoutQueryOptions(payoutId: string) {
  return queryOptions({
    queryKey: adminCourierPayoutKeys.detail(payoutId),
    queryFn: ({ signal }) => getCourierPayout(payoutId, signal),
    meta: privateQueryMeta,
  });
}

export function useCourierPayout(payoutId: string) {
  return useQuery(courierPayoutQueryOptions(payoutId));
}
