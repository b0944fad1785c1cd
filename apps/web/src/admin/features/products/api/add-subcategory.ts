import type { updateCategory } from '@shop/core/catalog/admin-categories-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import type { AdminCategory } from './list-categories';
import { adminProductKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** The category's whole subcategory list is sent (the API replaces it), with the new one at the end. */
export async function addSubcategory({ category, subcategory }: { category: AdminCategory; subcategory: string }): Promise<AdminCategory> {
  const answer = await apiCall<typeof updateCategory>('PATCH /api/admin/categories/:name', {
    params: { name: category.name },
    body: { subcategories: [...category.subcategories, subcategory] },
  });
  return answer.category;
}

export function useAddSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubcategory,
    onSuccess: (changed) => {
      queryClient.setQueryData<AdminCategory[]>(adminProductKeys.categories, (categories) =>
        categories?.map((category) => (category.name === changed.name ? changed : category)),
      );
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
}
