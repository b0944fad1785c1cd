import type { createCategory as createCategoryEndpoint } from '@shop/core/catalog/admin-categories-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminCategory } from './list-categories';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export async function createCategory(name: string): Promise<AdminCategory> {
  const { category } = await apiCall<typeof createCategoryEndpoint>('POST /api/admin/categories', { body: { name } });
  return category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      // The editor selects the new category at once; its option must be there before the list reloads.
      queryClient.setQueryData<AdminCategory[]>(adminProductKeys.categories, (categories) => (categories ? [...categories, category] : [category]));
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
