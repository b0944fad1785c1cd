import type { DealDto } from '@shop/core/deals/dtos';
import type { listDeals } from '@shop/core/deals/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { liveDeals } from '../deal-rules';
import { dealKeys } from './query-keys';

/** docs/product.md §9: the deal list request gives up after 10 seconds. */
export const dealsTimeoutMs = 10_000;

const failedToLoadDeals = 'Failed to load deals';

export async function getDeals(signal?: AbortSignal): Promise<DealDto[]> {
  const body = await apiCall<typeof listDeals>('GET /api/deal/list', { signal, timeoutMs: dealsTimeoutMs, fallbackMessage: failedToLoadDeals });
  return body.deals;
}

/** docs/product.md §8 Home, deals load: what the shopper reads for each way the list can fail. */
export function dealsErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return 'Cannot connect to server. Please check if the backend is running.';
    if (error.kind === 'timeout') return 'No response from server. Please try again.';
    if (error.status >= 400) return `Server error: ${error.status} - ${error.message}`;
  }
  return error instanceof Error && error.message ? error.message : failedToLoadDeals;
}

// Filtering in `select` runs on every new list, so a cached list never shows a deal that has ended since.
const selectLive = (deals: DealDto[]) => liveDeals(deals, new Date());

export function dealsQueryOptions() {
  return queryOptions({
    queryKey: dealKeys.all,
    queryFn: ({ signal }) => getDeals(signal),
  });
}

/** The live deals, newest list first as the API orders them. */
export function useDeals() {
  return useQuery({ ...dealsQueryOptions(), select: selectLive });
}
