import type { placeOrder as placeOrderEndpoint } from '@shop/core/orders/contract';
import type { Address } from '@shop/core/orders/order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** docs/product.md §3 Order item as the place-order call sends it; for a deal, `id` is the deal's id. */
export interface PlaceOrderItem {
  id: string;
  quantity: number;
  isFromDeal: boolean;
  name: string;
  price: number;
  image: string;
  category: string;
  dealName?: string;
  dealImage?: string;
  dealDescription?: string;
}

export interface PlaceOrderBody {
  address: Address;
  items: PlaceOrderItem[];
  /** Rupees: items less the code's discount, plus delivery, as the summary shows it. */
  amount: number;
  deliveryCharges: number;
  method: 'COD';
  /** The discount code the server priced the summary with (issue 34). */
  discountCode?: string;
}

export interface PlaceOrderInput {
  body: PlaceOrderBody;
  /** One per checkout attempt, the same when retrying it after a lost answer. */
  idempotencyKey: string;
}

export interface PlacedOrder {
  message: string;
  orderId: string;
}

/** docs/product.md §7 POST /api/order/place: a cash-on-delivery order, priced again by the server. */
export async function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<PlacedOrder> {
  const { message, orderId } = await apiCall<typeof placeOrderEndpoint>('POST /api/order/place', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: 'Failed to place order',
  });
  return { message, orderId };
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}

/** A fresh random key; randomUUID is missing outside secure contexts, so the same is built by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
