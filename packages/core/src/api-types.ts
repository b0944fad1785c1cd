import { z } from './zod';
import { deliveryAttemptReasons } from './parcel-story';
import { orderEventActors } from './order-lifecycle';

/**
 * What the API sends, in docs/product.md §3's field names, as schemas: the contracts in ./contract
 * serialise answers through them, and the types below are read off them. Money here is rupees
 * (numbers with at most two decimals), as the API speaks it; convert with rupeesToPaisa before computing.
 */

export const productDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** Final price after discount; 0 when the product is not discounted. */
  discountprice: z.number(),
  /** Percent off, 0 when not discounted. */
  discount: z.number(),
  image: z.array(z.string()),
  category: z.string(),
  subcategory: z.string(),
  /** Units in stock. */
  quantity: z.number(),
  bestseller: z.boolean(),
  /** The mean of the verified buyers' reviews when there are any, else of all visible reviews (docs/product.md §3). */
  rating: z.number(),
  /** Every visible review. */
  reviewCount: z.number(),
  /** Visible reviews whose author has a Delivered order holding what they review. */
  verifiedReviewCount: z.number(),
  status: z.literal('published'),
  /** When the product was added, epoch milliseconds. */
  date: z.number(),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const categoryDtoSchema = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const dealProductDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  /** The included product's units in stock; with unitsPerDeal they bound the deal's quantity (decision 010). */
  quantity: z.number(),
  /** How many of this product one deal contains. */
  unitsPerDeal: z.number(),
  image: z.string(),
});
export type DealProductDto = z.infer<typeof dealProductDtoSchema>;

export const dealDtoSchema = z.object({
  _id: z.string(),
  dealName: z.string(),
  dealDescription: z.string(),
  dealImages: z.array(z.string()),
  dealType: z.string(),
  dealProducts: z.array(dealProductDtoSchema),
  products: z.array(z.string()),
  dealTotal: z.number(),
  dealFinalPrice: z.number(),
  dealSavings: z.number(),
  /** ISO 8601, or null for no limit. */
  dealStartDate: z.string().nullable(),
  dealEndDate: z.string().nullable(),
  /** How many of the deal an order can take: its own stock bounded by its products' (decision 010); the cart's limit. */
  quantity: z.number(),
  status: z.literal('published'),
  category: z.string(),
  /** The mean of the verified buyers' reviews when there are any, else of all visible reviews (docs/product.md §3). */
  rating: z.number(),
  /** Every visible review. */
  reviewCount: z.number(),
  /** Visible reviews whose author has a Delivered order holding what they review. */
  verifiedReviewCount: z.number(),
});
export type DealDto = z.infer<typeof dealDtoSchema>;

export const bannerDtoSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  headingLine1: z.string(),
  headingLine2: z.string(),
  subtext: z.string(),
  buttonText: z.string(),
  redirectUrl: z.string(),
});
export type BannerDto = z.infer<typeof bannerDtoSchema>;

export const testimonialDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  content: z.string(),
  rating: z.number(),
  platform: z.string(),
  status: z.literal('approved'),
});
export type TestimonialDto = z.infer<typeof testimonialDtoSchema>;

export const deliverySettingsDtoSchema = z.object({
  mode: z.literal('fixed'),
  fixedCharge: z.number(),
  freeDeliveryAbove: z.number(),
  /** Working days after confirmation, as the confirmation page promises them. */
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
});
export type DeliverySettingsDto = z.infer<typeof deliverySettingsDtoSchema>;

export const blogPostDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  /** Light markup (docs/product.md §2 Blog article). */
  content: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  category: z.array(z.string()),
  tags: z.array(z.string()),
  featured: z.boolean(),
  status: z.literal('published'),
  /** Minutes. */
  readTime: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BlogPostDto = z.infer<typeof blogPostDtoSchema>;

export const teamMemberDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  description: z.string(),
  image: z.object({ url: z.string() }),
  isActive: z.boolean(),
  order: z.number(),
});
export type TeamMemberDto = z.infer<typeof teamMemberDtoSchema>;

export const reviewReplyDtoSchema = z.object({
  _id: z.string(),
  content: z.string(),
  author: z.string(),
  /** ISO date. */
  date: z.string(),
});
export type ReviewReplyDto = z.infer<typeof reviewReplyDtoSchema>;

/**
 * docs/product.md §3 Review as GET /api/comments sends it: the author as first name and last initial
 * (the masked email when there is no name), never the full email; reactions of the viewer only.
 */
export const reviewDtoSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  content: z.string(),
  reviewImages: z.array(z.object({ url: z.string() })),
  /** ISO date the review was first written. */
  date: z.string(),
  /** ISO date of the author's last edit (a second submit for the same product or deal), or null. */
  editedAt: z.string().nullable(),
  /** The masked email (docs/product.md §3). */
  email: z.string(),
  /** 'Sana K.'; the masked email when the account has no name. */
  author: z.string(),
  likes: z.number(),
  dislikes: z.number(),
  /** [the viewer's id] when they liked it, else empty: the server never names other people. */
  likedBy: z.array(z.string()),
  dislikedBy: z.array(z.string()),
  hasReply: z.boolean(),
  reply: reviewReplyDtoSchema.nullable(),
  /** The author has a Delivered order containing this product (a deal's line included) or this deal. */
  verified: z.boolean(),
  /** The viewer wrote it: they may edit it and may not like or dislike it. */
  mine: z.boolean(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** docs/product.md §3 Order item; deal items name the deal they came from. */
export const orderItemDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
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
 * docs/product.md §3 Order line: the order as it was bought (packages/core/src/order-lines.ts), money in
 * rupees. A deal is one line: its price per deal, how many deals, and the products one deal contained.
 */
export const orderLineDtoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: z.string(), name: z.string(), image: z.string(), price: z.number(), quantity: z.number() }),
  z.object({
    kind: z.literal('deal'),
    /** Null when the deal has since been deleted. */
    dealId: z.string().nullable(),
    name: z.string(),
    image: z.string(),
    price: z.number(),
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
  paymentMethod: z.literal('COD'),
  payment: z.boolean(),
  subtotal: z.number(),
  deliveryCharges: z.number(),
  amount: z.number(),
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
