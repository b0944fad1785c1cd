import type { updateDiscountCode as updateDiscountCodeEndpoint } from '@shop/core/discounts/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDiscountCodeKeys } from './query-keys';

export type DiscountCodeChangesBody = EndpointInput<typeof updateDiscountCodeEndpoint>['body'];

/** Changes the fields sent (the rest stay), refused when `version` is no longer the stored one (decision 025). */
export function updateDiscountCode({
  id,
  changes,
}: {
  id: string;
  changes: DiscountCodeChangesBody;
}): Promise<EndpointResponse<typeof updateDiscountCodeEndpoint>> {
  return apiCall<typeof updateDiscountCodeEndpoint>('PUT /api/admin/discount-codes/:id', { params: { id }, body: changes });
}

export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDiscountCodeKeys.all }),
  });
}
