import type { getDiscountCode as getDiscountCodeEndpoint } from '@shop/core/discounts/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminDiscountCodeKeys } from './query-keys';

/** The code and the latest orders that used it. */
export type DiscountCodeWithOrders = Omit<EndpointResponse<typeof getDiscountCodeEndpoint>, 'success'>;
export type DiscountCodeOrder = DiscountCodeWithOrders['orders'][number];

export async function getDiscountCode(id: string, signal?: AbortSignal): Promise<DiscountCodeWithOrders> {
  const { discountCode, orders } = await apiCall<typeof getDiscountCodeEndpoint>('GET /api/admin/discount-codes/:id', { params: { id }, signal });
  return { discountCode, orders };
}

export function discountCodeQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminDiscountCodeKeys.detail(id),
    queryFn: ({ signal }) => getDiscountCode(id, signal),
    meta: privateQueryMeta,
  });
}

export function useDiscountCode(id: string) {
  return useQuery(discountCodeQueryOptions(id));
}
