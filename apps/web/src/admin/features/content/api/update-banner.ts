import type { updateBanner as updateBannerEndpoint } from '@shop/core/content/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useAfterContentChange } from '../content-cache';
import { bannersQueryOptions, type AdminBanner } from './list-banners';

export type BannerChanges = EndpointInput<typeof updateBannerEndpoint>['body'];

export async function updateBanner({ id, changes }: { id: string; changes: BannerChanges }) {
  const { banner } = await apiCall<typeof updateBannerEndpoint>('PATCH /api/admin/banners/:id', { params: { id }, body: changes });
  return banner;
}

export function useUpdateBanner() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: updateBanner, onSuccess: afterChange });
}

/**
 * Puts the banners in the given order: each one whose place changed gets its index as its position.
 * Numbering them all afresh, rather than swapping two positions, also mends equal positions left by
 * older data. The list moves at once on the phone and moves back if the server refuses.
 */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  const afterChange = useAfterContentChange();
  const { queryKey } = bannersQueryOptions();
  return useMutation({
    mutationFn: (ordered: readonly AdminBanner[]) =>
      Promise.all(ordered.flatMap((banner, position) => (banner.position === position ? [] : [updateBanner({ id: banner._id, changes: { position } })]))),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        ordered.map((banner, position) => ({ ...banner, position })),
      );
      return { before };
    },
    onError: (error, _ordered, saved) => {
      queryClient.setQueryData(queryKey, saved?.before);
      toast.error(error instanceof Error ? error.message : 'The banners could not be put in order.');
    },
    onSettled: afterChange,
  });
}
