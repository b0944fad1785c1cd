import type { setDealStock as setDealStockEndpoint } from '@shop/core/deals/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDealKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

/** Sets the deal's own stock to `quantity` (the editor's Stock field says how many there are now). */
export function setDealStock({ id, quantity }: { id: string; quantity: number }): Promise<EndpointResponse<typeof setDealStockEndpoint>> {
  return apiCall<typeof setDealStockEndpoint>('POST /api/admin/deals/:id/stock', { params: { id }, body: { quantity } });
}

export function useSetDealStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDealStock,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminDealKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
