import type { createDiscountCode as createDiscountCodeEndpoint } from '@shop/core/discounts/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminDiscountCodeKeys } from './query-keys';

export type DiscountCodeCreateBody = EndpointInput<typeof createDiscountCodeEndpoint>['body'];

export function createDiscountCode(body: DiscountCodeCreateBody): Promise<EndpointResponse<typeof createDiscountCodeEndpoint>> {
  return apiCall<typeof createDiscountCodeEndpoint>('POST /api/admin/discount-codes', { body });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDiscountCodeKeys.all }),
  });
}
