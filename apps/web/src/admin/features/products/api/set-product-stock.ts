import type { setProductStock as setProductStockEndpoint } from '@shop/core/catalog/admin-products-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** Sets the stock to a count the owner has made; the low-stock numbers on Today follow it. */
export async function setProductStock({ id, quantity }: { id: string; quantity: number }): Promise<AdminProduct> {
  const { product } = await apiCall<typeof setProductStockEndpoint>('POST /api/admin/products/:id/stock', { params: { id }, body: { quantity } });
  return product;
}

export function useSetProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductStock,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
