import type { setProductStock as setProductStockEndpoint } from '@shop/core/catalog/admin-products-contract';
import type { OwnerStockMoveReason } from '@shop/core/catalog/stock-moves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** Units added (positive) or taken away (negative), or a new count of the shelf; each with its reason and an optional note. */
export type StockMoveInput = ({ change: number } | { quantity: number }) & { reason: OwnerStockMoveReason; note?: string };

/** Moves a product's stock; the server keeps the move in the product's stock history. */
export async function setProductStock({ id, move }: { id: string; move: StockMoveInput }): Promise<AdminProduct> {
  const { product } = await apiCall<typeof setProductStockEndpoint>('POST /api/admin/products/:id/stock', { params: { id }, body: move });
  return product;
}

/**
 * The lists, the product, its stock history and the low-stock numbers on Today follow a move; a refused
 * one refreshes them too, since a refusal says the stock is not what the screen showed.
 */
export function useSetProductStock() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
    void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
  };
  return useMutation({ mutationFn: setProductStock, onSuccess: refresh, onError: refresh });
}
