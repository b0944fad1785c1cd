import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { orderEventActors } from './order-lifecycle';
import { deliveryAttemptReasons } from '../delivery/parcel-story';
import { orderChannels } from './order-channels';

/** docs/product.md §3 Order item; deal items name the deal they came from. */
export const orderItemDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: rupeesSchema,
  quantity: z.number(),
  image: z.string(),
  category: z.string(),
  isFromDeal: z.boolean(),
  dealId: z.string().optional(),
  dealName: z.string().optional(),
  dealImage: z.string().optional(),
  dealDescription: z.string().optional(),
});

export type OrderItemDto = z.infer<typeof orderItemDtoSchema>;

/**
 * docs/product.md §3 Order line: the order as it was bought (packages/core/src/orders/order-lines.ts), money in
 * rupees. A deal is one line: its price per deal, how many deals, and the products one deal contained.
 */
export const orderLineDtoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: z.string(), name: z.string(), image: z.string(), price: rupeesSchema, quantity: z.number() }),
  z.object({
    kind: z.literal('deal'),
    /** Null when the deal has since been deleted. */
    dealId: z.string().nullable(),
    name: z.string(),
    image: z.string(),
    price: rupeesSchema,
    quantity: z.number(),
    products: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number(), image: z.string() })),
  }),
]);

export type OrderLineDto = z.infer<typeof orderLineDtoSchema>;

/** The delivery address as it was stored: checked by addressSchema when the order was placed. */
export const addressDtoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
});

/** One step of an order's history (docs/product.md §4). */
export const orderStatusEventDtoSchema = z.object({
  status: z.string(),
  /** Epoch milliseconds. */
  date: z.number(),
  by: z.enum(orderEventActors),
  /** The reason of a cancellation or return, the courier and tracking number of a shipment. */
  note: z.string().optional(),
});

export type OrderStatusEventDto = z.infer<typeof orderStatusEventDtoSchema>;

/** A failed delivery attempt as the customer sees it; `at` is ISO 8601. */
export const deliveryAttemptDtoSchema = z.object({ reason: z.enum(deliveryAttemptReasons), at: z.string() });

export type DeliveryAttemptDto = z.infer<typeof deliveryAttemptDtoSchema>;

/** docs/product.md §3 Order, with money in rupees and the date as epoch milliseconds in a string. */
export const orderDtoSchema = z.object({
  _id: z.string(),
  status: z.string(),
  date: z.string(),
  items: z.array(orderItemDtoSchema),
  /** The items grouped as they were bought: a deal is one line (docs/product.md §3 Order line). */
  lines: z.array(orderLineDtoSchema),
  address: addressDtoSchema,
  /** Where it came from: `web` for the storefront's, else where the owner took it by hand (docs/product.md §2). */
  channel: z.enum(orderChannels),
  paymentMethod: z.literal('COD'),
  payment: z.boolean(),
  /** What the lines cost, before any discount code. */
  subtotal: rupeesSchema,
  /** The discount code the order used (as the shop keeps it, upper case), or null. */
  discountCode: z.string().nullable(),
  /** What the code took off the products (0 without one, and for a free-delivery code). */
  discount: rupeesSchema,
  deliveryCharges: rupeesSchema,
  /** What the customer pays: subtotal − discount + deliveryCharges. */
  amount: rupeesSchema,
  cancellationReason: z.string().optional(),
  /** The courier's display name (e.g. 'TCS') once the order is shipped, else null. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's tracking page for this parcel, when the courier has a link template (docs/product.md §3 Delivery settings). */
  trackingUrl: z.string().nullable(),
  /** Every status the order went through, oldest first; it starts with 'Order Placed' (docs/product.md §4). */
  statusHistory: z.array(orderStatusEventDtoSchema),
  /** The courier's failed attempts to deliver it, oldest first (docs/product.md §4 The parcel's story). */
  deliveryAttempts: z.array(deliveryAttemptDtoSchema),
});

export type OrderDto = z.infer<typeof orderDtoSchema>;
