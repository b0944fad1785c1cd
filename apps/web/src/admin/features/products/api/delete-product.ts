import type { deleteProduct as deleteProductEndpoint } from '@shop/core/catalog/admin-products-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function deleteProduct(id: string): Promise<string> {
  const { message } = await apiCall<typeof deleteProductEndpoint>('DELETE /api/admin/products/:id', { params: { id } });
  return message;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_message, id) => {
      // The open editor must not ask for the product it just deleted (a 404 would flash before it closes).
      const deletedKey = adminProductKeys.detail(id);
      queryClient.removeQueries({ queryKey: deletedKey, exact: true });
      void queryClient.invalidateQueries({
        queryKey: adminProductKeys.all,
        predicate: (query) => deletedKey.some((part, index) => query.queryKey[index] !== part),
      });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
