import type { getCourierBalances as getCourierBalancesEndpoint } from '@shop/core/couriers/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCourierKeys } from './query-keys';

export type CourierBalances = EndpointResponse<typeof getCourierBalancesEndpoint>;
export type CourierBalance = CourierBalances['couriers'][number];
export type CourierTotals = CourierBalances['totals'];

/** The shop's days ('2026-11-01') the figures count deliveries in; either left out runs to the first delivery or to now. */
export interface CourierPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** What every courier owes for the parcels delivered in the period, and all of them together. */
export function getCourierBalances(period: CourierPeriod, signal?: AbortSignal): Promise<CourierBalances> {
  return apiCall<typeof getCourierBalancesEndpoint>('GET /api/admin/couriers/balances', {
    query: { from: period.from || undefined, to: period.to || undefined },
    signal,
    fallbackMessage: 'The couriers’ balances could not be loaded.',
  });
}

export function courierBalancesQueryOptions(period: CourierPeriod) {
  return queryOptions({
    queryKey: adminCourierKeys.balances({ from: period.from ?? '', to: period.to ?? '' }),
    queryFn: ({ signal }) => getCourierBalances(period, signal),
    meta: privateQueryMeta,
  });
}

/** Another period keeps the figures on screen until its own arrive. */
export function useCourierBalances(period: CourierPeriod) {
  return useQuery({ ...courierBalancesQueryOptions(period), placeholderData: keepPreviousData });
}
