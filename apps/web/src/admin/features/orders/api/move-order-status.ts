import type { moveAdminOrderStatus } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type OrderMoveBody = EndpointInput<typeof moveAdminOrderStatus>['body'];
export type OrderMoveAnswer = EndpointResponse<typeof moveAdminOrderStatus>;

/** Moves an order on (docs/product.md §4); the server emails the customer and answers with the order as it now is. */
export function moveOrderStatus(orderId: string, body: OrderMoveBody): Promise<OrderMoveAnswer> {
  return apiCall<typeof moveAdminOrderStatus>('POST /api/admin/orders/:id/status', {
    params: { id: orderId },
    body,
    fallbackMessage: 'The order could not be moved.',
  });
}

/**
 * The answer's order replaces the one on screen at once; the lists and Today's counts are loaded again.
 * A refusal (someone else moved it) reloads the order too, so the owner sees where it is now.
 */
export function useMoveOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderMoveBody) => moveOrderStatus(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(adminOrderKeys.detail(orderId), answer.order),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
  });
}
