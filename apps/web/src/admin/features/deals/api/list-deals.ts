import { ADMIN_PAGE_SIZE_MAX } from '@shop/core/shared/admin-field-schemas';
import type { listAdminDeals } from '@shop/core/deals/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminDealKeys } from './query-keys';

export type AdminDeal = EndpointResponse<typeof listAdminDeals>['deals'][number];

/**
 * Every deal whose name matches `q`, of every status. The list's Live / Upcoming / Ended tabs depend on
 * the clock, which the API does not filter by, so the console takes the whole list (a shop runs tens
 * of deals, not thousands) and sorts it into tabs itself.
 */
export async function listDeals(q: string, signal?: AbortSignal): Promise<AdminDeal[]> {
  const deals: AdminDeal[] = [];
  for (;;) {
    const page = await apiCall<typeof listAdminDeals>('GET /api/admin/deals', {
      query: { q: q || undefined, limit: ADMIN_PAGE_SIZE_MAX, offset: deals.length },
      signal,
    });
    deals.push(...page.deals);
    if (page.deals.length === 0 || deals.length >= page.total) return deals;
  }
}

export function dealsQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminDealKeys.list(q),
    queryFn: ({ signal }) => listDeals(q, signal),
    meta: privateQueryMeta,
  });
}

/** A new search keeps the last answer on screen until its own arrives. */
export function useDeals(q: string) {
  return useQuery({ ...dealsQueryOptions(q), placeholderData: keepPreviousData });
}
