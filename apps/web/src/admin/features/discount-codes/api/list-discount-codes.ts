import { ADMIN_PAGE_SIZE_MAX } from '@shop/core/shared/admin-field-schemas';
import type { listDiscountCodes as listDiscountCodesEndpoint } from '@shop/core/discounts/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminDiscountCodeKeys } from './query-keys';

export type AdminDiscountCode = EndpointResponse<typeof listDiscountCodesEndpoint>['discountCodes'][number];

/**
 * Every code whose text matches `q`, newest first. A code's state (scheduled, ended, used up) depends
 * on the clock, so the console takes the whole list (a shop hands out tens of codes) and works it out itself.
 */
export async function listDiscountCodes(q: string, signal?: AbortSignal): Promise<AdminDiscountCode[]> {
  const codes: AdminDiscountCode[] = [];
  for (;;) {
    const page = await apiCall<typeof listDiscountCodesEndpoint>('GET /api/admin/discount-codes', {
      query: { q: q || undefined, limit: ADMIN_PAGE_SIZE_MAX, offset: codes.length },
      signal,
    });
    codes.push(...page.discountCodes);
    if (page.discountCodes.length === 0 || codes.length >= page.total) return codes;
  }
}

export function discountCodesQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminDiscountCodeKeys.list(q),
    queryFn: ({ signal }) => listDiscountCodes(q, signal),
    meta: privateQueryMeta,
  });
}

/** A new search keeps the last answer on screen until its own arrives. */
export function useDiscountCodes(q: string) {
  return useQuery({ ...discountCodesQueryOptions(q), placeholderData: keepPreviousData });
}
