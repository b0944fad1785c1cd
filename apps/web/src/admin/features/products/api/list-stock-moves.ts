import type { listStockMoves } from '@shop/core/catalog/admin-stock-moves-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminProductKeys } from './query-keys';

export type StockMovePage = EndpointResponse<typeof listStockMoves>;
export type StockMove = StockMovePage['moves'][number];

export const STOCK_MOVES_PAGE_SIZE = 20;

export async function listStockMovesPage(productId: string, offset: number, signal?: AbortSignal): Promise<StockMovePage> {
  return apiCall<typeof listStockMoves>('GET /api/admin/products/:id/stock-moves', {
    params: { id: productId },
    query: { limit: STOCK_MOVES_PAGE_SIZE, offset },
    signal,
  });
}

/** A product's stock history, newest first, a page at a time ("Load more"). */
export function stockMovesQueryOptions(productId: string) {
  return infiniteQueryOptions({
    queryKey: adminProductKeys.stockMoves(productId),
    queryFn: ({ pageParam, signal }) => listStockMovesPage(productId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.moves.length < last.total ? last.offset + last.moves.length : undefined),
    meta: privateQueryMeta,
  });
}

export function useStockMoves(productId: string) {
  return useInfiniteQuery(stockMovesQueryOptions(productId));
}
