import type { recordDeliveryAttempt as recordDeliveryAttemptEndpoint } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { adminOrderKeys } from './query-keys';
import { overviewKeys } from '../../today/api/query-keys';

export type DeliveryAttemptBody = EndpointInput<typeof recordDeliveryAttemptEndpoint>['body'];
export type DeliveryAttemptAnswer = EndpointResponse<typeof recordDeliveryAttemptEndpoint>;

/**
 * The courier brought the parcel back (docs/product.md §4 The parcel's story): the reason the customer
 * sees in My Orders and is emailed, and the owner's own note. Only while the order is Shipped or Out for delivery.
 */
export function recordDeliveryAttempt(orderId: string, body: DeliveryAttemptBody): Promise<DeliveryAttemptAnswer> {
  return apiCall<typeof recordDeliveryAttemptEndpoint>('POST /api/admin/orders/:id/delivery-attempts', {
    params: { id: orderId },
    body,
    fallbackMessage: 'The failed delivery attempt could not be recorded.',
  });
}

/**
 * The answer's order (its attempt in the timeline, its WhatsApp message now the delivery-attempt one)
 * replaces the one on screen; the lists and Today's report are loaded again. A refusal (the order moved
 * meanwhile: delivered, returned) reloads the order too, so the owner sees where it is now.
 */
export function useRecordDeliveryAttempt(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryAttemptBody) => recordDeliveryAttempt(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(adminOrderKeys.detail(orderId), answer.order),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }), queryClient.invalidateQueries({ queryKey: overviewKeys.all })]),
  });
}
