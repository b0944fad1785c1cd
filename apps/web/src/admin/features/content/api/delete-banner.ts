import type { deleteBanner as deleteBannerEndpoint } from '@shop/core/content/admin-contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export async function deleteBanner(id: string) {
  const { message } = await apiCall<typeof deleteBannerEndpoint>('DELETE /api/admin/banners/:id', { params: { id } });
  return message;
}

export function useDeleteBanner() {
  const afterChange = useAfterContentChange();
  // Settled, not only succeeded: a banner already deleted elsewhere (404) leaves the list too.
  return useMutation({ mutationFn: deleteBanner, onSettled: afterChange });
}
