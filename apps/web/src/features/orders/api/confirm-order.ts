import type { confirmOrder as confirmOrderEndpoint } from '@shop/core/orders/contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/** Shown when no answer came (docs/product.md §8 keeps the server's words for every answer). */
export const confirmFailedMessage = 'We could not confirm your order. Please check your connection and try again.';

export type ConfirmOrderAnswer = Pick<EndpointResponse<typeof confirmOrderEndpoint>, 'message' | 'order'>;

/** What proves the order may be confirmed: the emailed link's `{ token }` or the WhatsApp short link's `{ code }`. */
export type ConfirmProof = EndpointInput<typeof confirmOrderEndpoint>['body'];

/**
 * docs/product.md §7 POST /api/order/confirm: confirms the order the email's link, or the WhatsApp
 * message's short link, names. The link is the only credential, so no session token is sent: whoever
 * opens it, logged in or not, gets the same answer.
 */
export async function confirmOrder(proof: ConfirmProof): Promise<ConfirmOrderAnswer> {
  const { message, order } = await apiCall<typeof confirmOrderEndpoint>('POST /api/order/confirm', {
    body: proof,
    sendToken: false,
    fallbackMessage: confirmFailedMessage,
  });
  return { message, order };
}

/** A confirmed order moves in My Orders: the list is loaded again next time it shows. */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
