import type { uploadImages as uploadImagesEndpoint } from '@shop/core/console/admin-uploads-contract';
import type { EndpointInput } from '@shop/core/contract/endpoint';
import { apiCall } from '../../lib/api-client';
import { shrinkImage } from './shrink-image';

export type UploadFolder = EndpointInput<typeof uploadImagesEndpoint>['query']['folder'];

/** Shrinks the pictures in the browser, then stores them; resolves with their addresses, in the order given. */
export async function uploadImages(folder: UploadFolder, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of await Promise.all(files.map(shrinkImage))) form.append('images', file);
  const { images } = await apiCall<typeof uploadImagesEndpoint>('POST /api/admin/uploads', { query: { folder }, form, timeoutMs: 120_000 });
  return images;
}
