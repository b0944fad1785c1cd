import type { updateDeal as updateDealEndpoint } from '@shop/core/deals/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDealKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type DealChangesBody = EndpointInput<typeof updateDealEndpoint>['body'];

export function updateDeal({ id, changes }: { id: string; changes: DealChangesBody }): Promise<EndpointResponse<typeof updateDealEndpoint>> {
  return apiCall<typeof updateDealEndpoint>('PATCH /api/admin/deals/:id', { params: { id }, body: changes });
}

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminDealKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
