import type { createBanner as createBannerEndpoint } from '@shop/core/content/admin-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { useAfterContentChange } from '../content-cache';

export type BannerInput = EndpointInput<typeof createBannerEndpoint>['body'];

/** A new banner goes last: the server gives it the next position. */
export async function createBanner(body: BannerInput) {
  const { banner } = await apiCall<typeof createBannerEndpoint>('POST /api/admin/banners', { body });
  return banner;
}

export function useCreateBanner() {
  const afterChange = useAfterContentChange();
  return useMutation({ mutationFn: createBanner, onSuccess: afterChange });
}
