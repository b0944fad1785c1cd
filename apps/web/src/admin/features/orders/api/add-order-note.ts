import type { addOrderNote as addOrderNoteEndpoint } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';

export type OrderNoteBody = EndpointInput<typeof addOrderNoteEndpoint>['body'];
export type OrderNoteAnswer = EndpointResponse<typeof addOrderNoteEndpoint>;

/**
 * The owner's internal note, or a call logged with its outcome and what was said (docs/product.md §4 The
 * parcel's story): the console's alone, never the customer's, an email's or the webhook's.
 */
export function addOrderNote(orderId: string, body: OrderNoteBody): Promise<OrderNoteAnswer> {
  return apiCall<typeof addOrderNoteEndpoint>('POST /api/admin/orders/:id/notes', {
    params: { id: orderId },
    body,
    fallbackMessage: 'The note could not be saved.',
  });
}

/**
 * The answer's order, with the new note in its timeline, replaces the one on screen; the lists are loaded
 * again for their "No answer ×2". A refusal reloads the order too, so the owner sees it as it now is.
 */
export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderNoteBody) => addOrderNote(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(adminOrderKeys.detail(orderId), answer.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
