import type { cancelOrder as cancelOrderEndpoint } from '@shop/core/orders/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/** docs/product.md §8 default when the server gives no reason of its own. */
export const cancelFailedMessage = 'Failed to cancel order';

export interface CancelOrderInput {
  orderId: string;
  /** Already trimmed (core's cancellationReasonToSend). */
  cancellationReason: string;
}

/** docs/product.md §7 POST /api/order/cancel; resolves with the server's message ('Order cancelled successfully'). */
export async function cancelOrder(input: CancelOrderInput): Promise<string> {
  const answer = await apiCall<typeof cancelOrderEndpoint>('POST /api/order/cancel', { body: input, fallbackMessage: cancelFailedMessage });
  return answer.message;
}

/** Whatever the outcome, the list is loaded again: a refusal usually means the order moved on. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
