import type { setProductStatus as setProductStatusEndpoint } from '@shop/core/catalog/admin-products-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function setProductStatus({ id, status }: { id: string; status: AdminProduct['status'] }): Promise<AdminProduct> {
  const { product } = await apiCall<typeof setProductStatusEndpoint>('POST /api/admin/products/:id/status', { params: { id }, body: { status } });
  return product;
}

export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
