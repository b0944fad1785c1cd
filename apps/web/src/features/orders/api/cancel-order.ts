import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** docs/product.md §8 default when the server gives no reason of its own. */
export const cancelFailedMessage = 'Failed to cancel order';

export interface CancelOrderInput {
  orderId: string;
  /** Already trimmed (core's cancellationReasonToSend). */
  cancellationReason: string;
}

/** docs/product.md §7 POST /api/order/cancel; resolves with the server's message ('Order cancelled successfully'). */
export async function cancelOrder(input: CancelOrderInput): Promise<string> {
  const body = await apiRequest<{ message?: unknown }>('/api/order/cancel', {
    method: 'POST',
    body: input,
    fallbackMessage: cancelFailedMessage,
  });
  return typeof body?.message === 'string' && body.message ? body.message : 'Order cancelled successfully';
}

/** Whatever the outcome, the list is loaded again: a refusal usually means the order moved on. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
