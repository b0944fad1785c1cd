import type { getCustomer as getCustomerEndpoint } from '@shop/core/customers/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminCustomerKeys } from './query-keys';

export type CustomerDetail = EndpointResponse<typeof getCustomerEndpoint>['customer'];

export async function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const { customer } = await apiCall<typeof getCustomerEndpoint>('GET /api/admin/customers/:id', {
    params: { id },
    signal,
    fallbackMessage: 'The customer could not be loaded.',
  });
  return customer;
}

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminCustomerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    meta: privateQueryMeta,
  });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
