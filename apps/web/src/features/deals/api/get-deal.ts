import type { DealDto } from '@shop/core/deals/dtos';
import type { getDeal as getDealEndpoint } from '@shop/core/deals/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dealsQueryOptions } from './get-deals';
import { dealKeys } from './query-keys';

/** One deal live now (docs/product.md §4 deal visibility); 404 DEAL_NOT_FOUND for any other, as for an unknown id. */
export async function getDeal(dealId: string, signal?: AbortSignal): Promise<DealDto> {
  const body = await apiCall<typeof getDealEndpoint>('POST /api/deal/single', { body: { dealId }, signal, timeoutMs: 10_000 });
  return body.deal;
}

export function dealQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealKeys.single(dealId),
    queryFn: ({ signal }) => getDeal(dealId, signal),
  });
}

export function useDeal(dealId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...dealQueryOptions(dealId ?? ''),
    enabled: Boolean(dealId),
    // Coming from a deal card, the list already holds this deal: show it at once while the page's own copy loads.
    placeholderData: () => queryClient.getQueryData(dealsQueryOptions().queryKey)?.find((deal) => deal._id === dealId),
  });
}
