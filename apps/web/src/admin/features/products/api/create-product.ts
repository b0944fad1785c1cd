import type { createProduct as createProductEndpoint } from '@shop/core/catalog/admin-products-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type NewProduct = EndpointInput<typeof createProductEndpoint>['body'];

export async function createProduct(body: NewProduct): Promise<AdminProduct> {
  const { product } = await apiCall<typeof createProductEndpoint>('POST /api/admin/products', { body });
  return product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      // The editor opens on the new product next: it shows at once, without a load.
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
