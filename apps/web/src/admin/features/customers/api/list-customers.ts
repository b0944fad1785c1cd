import type { listCustomers as listCustomersEndpoint } from '@shop/core/customers/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCustomerKeys } from './query-keys';

export type CustomerListAnswer = EndpointResponse<typeof listCustomersEndpoint>;
export type CustomerSummary = CustomerListAnswer['customers'][number];
export type CustomerListQuery = NonNullable<EndpointInput<typeof listCustomersEndpoint>['query']>;

/** One page of the customers matching the search, in the order asked for. */
export function listCustomers(query: CustomerListQuery, signal?: AbortSignal): Promise<CustomerListAnswer> {
  return apiCall<typeof listCustomersEndpoint>('GET /api/admin/customers', { query, signal, fallbackMessage: 'The customers could not be loaded.' });
}

export function customerListQueryOptions(query: CustomerListQuery) {
  return queryOptions({
    queryKey: adminCustomerKeys.list(query),
    queryFn: ({ signal }) => listCustomers(query, signal),
    meta: privateQueryMeta,
  });
}

/** The page on screen stays while the next page, search or sort loads, so the list does not blink empty. */
export function useCustomerList(query: CustomerListQuery) {
  return useQuery({ ...customerListQueryOptions(query), placeholderData: keepPreviousData });
}
