import type { listPayouts as listPayoutsEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCourierPayoutKeys } from './query-keys';

export type CourierPayoutsAnswer = EndpointResponse<typeof listPayoutsEndpoint>;
export type CourierPayout = CourierPayoutsAnswer['payouts'][number];
export type CourierPayoutsQuery = NonNullable<EndpointInput<typeof listPayoutsEndpoint>['query']>;

/** One page of the payouts received, newest first; one courier's with `courier`. */
export function listCourierPayouts(query: CourierPayoutsQuery, signal?: AbortSignal): Promise<CourierPayoutsAnswer> {
  return apiCall<typeof listPayoutsEndpoint>('GET /api/admin/courier-payouts', { query, signal, fallbackMessage: 'The payouts could not be loaded.' });
}

export function courierPayoutsQueryOptions(query: CourierPayoutsQuery) {
  return queryOptions({
    queryKey: adminCourierPayoutKeys.list(query),
    queryFn: ({ signal }) => listCourierPayouts(query, signal),
    meta: privateQueryMeta,
  });
}

export function useCourierPayouts(query: CourierPayoutsQuery) {
  return useQuery({ ...courierPayoutsQueryOptions(query), placeholderData: keepPreviousData });
}
