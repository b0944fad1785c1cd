import { fallbackCancellationReasons } from '@shop/core/orders/cancellation';
import type { getCancellationReasons as getCancellationReasonsEndpoint } from '@shop/core/orders/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

export async function getCancellationReasons(signal?: AbortSignal): Promise<readonly string[]> {
  const { cancellationReasons } = await apiCall<typeof getCancellationReasonsEndpoint>('GET /api/order/cancellation-reasons', { signal });
  // docs/product.md §9: the fallback list stands in for a failed or empty answer.
  return cancellationReasons.length > 0 ? cancellationReasons : fallbackCancellationReasons;
}

export function cancellationReasonsQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.cancellationReasons,
    queryFn: ({ signal }) => getCancellationReasons(signal),
    staleTime: 60 * 60_000,
    // The fallback list is as good as the server's; a retry would only keep the shopper waiting.
    retry: false,
  });
}

/** The reasons offered in the cancel dialog; docs/product.md §9's fallback list when they cannot be loaded. */
export function useCancellationReasons() {
  const query = useQuery(cancellationReasonsQueryOptions());
  return { reasons: query.data ?? (query.isError ? fallbackCancellationReasons : null) };
}
