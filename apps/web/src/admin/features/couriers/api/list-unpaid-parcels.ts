import type { listUnpaidParcels as listUnpaidParcelsEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCourierKeys } from './query-keys';

export type UnpaidParcelsAnswer = EndpointResponse<typeof listUnpaidParcelsEndpoint>;
export type UnpaidParcel = UnpaidParcelsAnswer['parcels'][number];
export type UnpaidParcelsQuery = NonNullable<EndpointInput<typeof listUnpaidParcelsEndpoint>['query']>;

/** One page of the delivered parcels no payout has named yet, the oldest delivery first. */
export function listUnpaidParcels(query: UnpaidParcelsQuery, signal?: AbortSignal): Promise<UnpaidParcelsAnswer> {
  return apiCall<typeof listUnpaidParcelsEndpoint>('GET /api/admin/couriers/unpaid', {
    query,
    signal,
    fallbackMessage: 'The unpaid parcels could not be loaded.',
  });
}

export function unpaidParcelsQueryOptions(query: UnpaidParcelsQuery) {
  return queryOptions({
    queryKey: adminCourierKeys.unpaid(query),
    queryFn: ({ signal }) => listUnpaidParcels(query, signal),
    meta: privateQueryMeta,
  });
}

export function useUnpaidParcels(query: UnpaidParcelsQuery) {
  return useQuery({ ...unpaidParcelsQueryOptions(query), placeholderData: keepPreviousData });
}
