import type { updateProduct as updateProductEndpoint } from '@shop/core/catalog/admin-products-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type ProductChanges = EndpointInput<typeof updateProductEndpoint>['body'];

export async function updateProduct({ id, changes }: { id: string; changes: ProductChanges }): Promise<AdminProduct> {
  const { product } = await apiCall<typeof updateProductEndpoint>('PATCH /api/admin/products/:id', { params: { id }, body: changes });
  return product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
