import type { getAdminDeal } from '@shop/core/deals/admin-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import type { AdminDeal } from './list-deals';
import { adminDealKeys } from './query-keys';

export async function getDeal(id: string, signal?: AbortSignal): Promise<AdminDeal> {
  const { deal } = await apiCall<typeof getAdminDeal>('GET /api/admin/deals/:id', { params: { id }, signal });
  return deal;
}

export function dealQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminDealKeys.detail(id),
    queryFn: ({ signal }) => getDeal(id, signal),
    meta: privateQueryMeta,
  });
}

export function useDeal(id: string | undefined) {
  return useQuery({ ...dealQueryOptions(id ?? ''), enabled: id !== undefined });
}
