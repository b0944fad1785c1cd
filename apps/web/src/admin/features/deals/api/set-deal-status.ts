import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { setDealStatus as setDealStatusEndpoint } from '@shop/core/deals/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDealKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export function setDealStatus({ id, status }: { id: string; status: PublicationStatus }): Promise<EndpointResponse<typeof setDealStatusEndpoint>> {
  return apiCall<typeof setDealStatusEndpoint>('POST /api/admin/deals/:id/status', { params: { id }, body: { status } });
}

export function useSetDealStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDealStatus,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminDealKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]);
    },
  });
}
