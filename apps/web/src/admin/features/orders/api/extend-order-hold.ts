import type { extendAdminOrderHold } from '@shop/core/orders/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';

export type ExtendHoldAnswer = EndpointResponse<typeof extendAdminOrderHold>;

/** Gives an order still waiting for confirmation more time before the shop cancels it (docs/product.md §4 Trust). */
export function extendOrderHold(orderId: string): Promise<ExtendHoldAnswer> {
  return apiCall<typeof extendAdminOrderHold>('POST /api/admin/orders/:id/extend-hold', {
    params: { id: orderId },
    fallbackMessage: 'The hold could not be extended.',
  });
}

/**
 * The answer's order, with its new hold, replaces the one on screen. A refusal (confirmed or cancelled
 * meanwhile) reloads the order too, so the owner sees where it is now.
 */
export function useExtendOrderHold(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => extendOrderHold(orderId),
    onSuccess: (answer) => queryClient.setQueryData(adminOrderKeys.detail(orderId), answer.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
