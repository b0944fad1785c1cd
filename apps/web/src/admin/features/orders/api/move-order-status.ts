import type { moveAdminOrderStatus } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';
import { adminCourierKeys } from '../../couriers/api/query-keys';

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
 * The answer's order replaces the one on screen at once; the lists, Today's counts and what the couriers
 * owe (a delivery adds to it, a return may carry a charge) are loaded again.
 * A refusal (someone else moved it) reloads the order too, so the owner sees where it is now.
 */
export function useMoveOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderMoveBody) => moveOrderStatus(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(adminOrderKeys.detail(orderId), answer.order),
    onSettled: () => Promise.all([adminOrderKeys.all, overviewKeys.all, adminCourierKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
