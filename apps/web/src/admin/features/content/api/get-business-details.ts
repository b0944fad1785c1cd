import type { AdminBusinessDetails } from '@shop/core/business/admin-dtos';
import type { getAdminBusinessDetails } from '@shop/core/business/admin-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, hasErrorCode } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

/** The shop's details, or null while they have never been saved (a new shop): then the first save sends every part. */
export async function getBusinessDetailsForOwner(signal?: AbortSignal): Promise<AdminBusinessDetails | null> {
  try {
    const { data } = await apiCall<typeof getAdminBusinessDetails>('GET /api/admin/business-details', { signal });
    return data;
  } catch (error) {
    if (hasErrorCode<typeof getAdminBusinessDetails>(error, 'BUSINESS_DETAILS_NOT_SET_UP')) return null;
    throw error;
  }
}

export function businessDetailsForOwnerQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.businessDetails,
    queryFn: ({ signal }) => getBusinessDetailsForOwner(signal),
    meta: privateQueryMeta,
  });
}

export function useBusinessDetailsForOwner() {
  return useQuery(businessDetailsForOwnerQueryOptions());
}
