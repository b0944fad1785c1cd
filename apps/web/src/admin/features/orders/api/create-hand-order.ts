import type { createHandOrder as createHandOrderEndpoint } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';

export type HandOrderBody = EndpointInput<typeof createHandOrderEndpoint>['body'];
export type HandOrderAnswer = EndpointResponse<typeof createHandOrderEndpoint>;

/** Takes an order by hand (docs/product.md §2 Orders taken by hand): it starts Confirmed, its stock taken. */
export function createHandOrder(body: HandOrderBody): Promise<HandOrderAnswer> {
  return apiCall<typeof createHandOrderEndpoint>('POST /api/admin/orders', { body, fallbackMessage: 'The order could not be taken.' });
}

/** The new order goes in the cache as its page will show it, and every order list is read again. */
export function useCreateHandOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHandOrder,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminOrderKeys.detail(answer.order._id), answer.order);
      void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
    },
  });
}
