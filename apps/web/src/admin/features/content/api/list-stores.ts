import type { listAdminStores } from '@shop/core/business/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type AdminStore = EndpointResponse<typeof listAdminStores>['stores'][number];

/** Every store, open or not, in the contact page's order. */
export async function listStores(signal?: AbortSignal): Promise<AdminStore[]> {
  const { stores } = await apiCall<typeof listAdminStores>('GET /api/admin/stores', { signal });
  return [...stores].sort((a, b) => a.position - b.position);
}

export function storesQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.stores,
    queryFn: ({ signal }) => listStores(signal),
    meta: privateQueryMeta,
  });
}

export function useStores() {
  return useQuery(storesQueryOptions());
}
