import type { createDeal as createDealEndpoint } from '@shop/core/deals/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDealKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type DealCreateBody = EndpointInput<typeof createDealEndpoint>['body'];

export function createDeal(body: DealCreateBody): Promise<EndpointResponse<typeof createDealEndpoint>> {
  return apiCall<typeof createDealEndpoint>('POST /api/admin/deals', { body });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminDealKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
