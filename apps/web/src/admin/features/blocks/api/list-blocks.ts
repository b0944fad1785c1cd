import type { listAdminBlocks } from '@shop/core/trust/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminBlockKeys } from './query-keys';

export type Block = EndpointResponse<typeof listAdminBlocks>['blocks'][number];

/** The blocked phone numbers, emails and accounts, newest first. */
export async function listBlocks(signal?: AbortSignal): Promise<Block[]> {
  const { blocks } = await apiCall<typeof listAdminBlocks>('GET /api/admin/blocks', { signal, fallbackMessage: 'The blocklist could not be loaded.' });
  return blocks;
}

export function blocksQueryOptions() {
  return queryOptions({
    queryKey: adminBlockKeys.all,
    queryFn: ({ signal }) => listBlocks(signal),
    meta: privateQueryMeta,
  });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
