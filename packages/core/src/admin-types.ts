import { z } from './zod';
import {
  bannerDtoSchema,
  blogPostDtoSchema,
  dealDtoSchema,
  deliveryAttemptDtoSchema,
  deliverySettingsDtoSchema,
  orderDtoSchema,
  productDtoSchema,
  teamMemberDtoSchema,
} from './api-types';
import { publicationStatuses, testimonialStatuses } from './admin-schemas';
import { storeSchema } from './business-details-schemas';
import { orderStatuses, type OrderStatus } from './cancellation';
import { blockKinds, riskLevels, riskReasonCodes } from './customer-trust';
import { deliveryAttemptReasons, orderCallOutcomes, type DeliveryAttemptReason } from './parcel-story';
import { whatsappMessageKinds } from './whatsapp-templates';

/**
 * What the admin API sends, as schemas: the admin contracts serialise answers through them, and the types below
 * are read off them. Same docs/product.md §3 field names as the public calls, money in rupees, plus what only the
 * owner sees: drafts, hidden reviews, customers' emails, positions.
 */

const publicationStatus = z.enum(publicationStatuses);

export const adminProductDtoSchema = productDtoSchema.extend({ status: publicationStatus });
export type AdminProductDto = z.infer<typeof adminProductDtoSchema>;

export const adminDealDtoSchema = dealDtoSchema.extend({ status: publicationStatus });
export type AdminDealDto = z.infer<typeof adminDealDtoSchema>;

export const adminCategoryDtoSchema = z.object({
  name: z.string(),
  subcategories: z.array(z.string()),
  position: z.number(),
  /** Products filed under it, published or not. */
  productCount: z.number(),
});
export type AdminCategoryDto = z.infer<typeof adminCategoryDtoSchema>;

export const adminBannerDtoSchema = bannerDtoSchema.extend({ position: z.number(), active: z.boolean() });
export type AdminBannerDto = z.infer<typeof adminBannerDtoSchema>;

export const adminTestimonialDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  content: z.string(),
  rating: z.number(),
  platform: z.string(),
  status: z.enum(testimonialStatuses),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminTestimonialDto = z.infer<typeof adminTestimonialDtoSchema>;

export const adminTeamMemberDtoSchema = teamMemberDtoSchema;
export type AdminTeamMemberDto = z.infer<typeof adminTeamMemberDtoSchema>;

export const adminStoreDtoSchema = storeSchema.extend({ position: z.number() });
export type AdminStoreDto = z.infer<typeof adminStoreDtoSchema>;

export const adminBlogPostDtoSchema = blogPostDtoSchema.extend({ status: publicationStatus });
export type AdminBlogPostDto = z.infer<typeof adminBlogPostDtoSchema>;

export const customerRiskSchema = z.object({
  level: z.enum(riskLevels),
  reasons: z.array(z.object({ code: z.enum(riskReasonCodes), text: z.string() })),
  history: z.object({ delivered: z.number(), returned: z.number(), cancelled: z.number(), expired: z.number() }),
});
export type CustomerRiskDto = z.infer<typeof customerRiskSchema>;

/** An internal note or a logged call; `at` is ISO 8601. */
export const orderNoteDtoSchema = z.object({ text: z.string(), call: z.enum(orderCallOutcomes).nullable(), at: z.string() });
export type OrderNoteDto = z.infer<typeof orderNoteDtoSchema>;

export const adminOrderDtoSchema = orderDtoSchema.extend({
  /** The first 7 characters of the id, as the customer sees it. */
  orderNumber: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** Where the owner may move it next. */
  nextStatuses: z.array(z.string()),
  /** A wa.me link to the customer's phone with a prefilled confirmation message, or null when the phone is not a Pakistani mobile. */
  whatsappUrl: z.string().nullable(),
  /** ISO 8601: when the shop cancels it if still unconfirmed; null once confirmed or closed, or when the shop holds orders for ever. */
  holdUntil: z.string().nullable(),
  /** What the shop's history says of the customer now (docs/product.md §4 Trust). */
  risk: customerRiskSchema,
  /** Which message whatsappUrl carries: the order's situation picks it (docs/product.md §4 WhatsApp messages); null with no link. */
  whatsappKind: z.enum(whatsappMessageKinds).nullable(),
  /** With the owner's note of each attempt (the customer's order carries reason and time only). */
  deliveryAttempts: z.array(deliveryAttemptDtoSchema.extend({ note: z.string().nullable() })),
  /** The owner's notes and calls, oldest first: the console's alone, never the customer's, an email's or the webhook's. */
  notes: z.array(orderNoteDtoSchema),
});
export type AdminOrderDto = z.infer<typeof adminOrderDtoSchema>;

/** How many orders are at each status: every status is listed, 0 when none is. */
export const orderStatusCountsSchema = z.object(Object.fromEntries(orderStatuses.map((status) => [status, z.number()])) as Record<OrderStatus, z.ZodNumber>);
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** The settings of the owner's console, kept in the database. */
export const shopSettingsDtoSchema = z.object({
  /** A product with this many units or fewer is low on stock. */
  lowStockThreshold: z.number(),
  /** Hours an order waits at Order Placed before the shop cancels it and its stock comes back; 0 = never. */
  unconfirmedHoldHours: z.number(),
  /** New and risky customers: orders waiting for confirmation at once, rupees and units per order; 0 = no limit. */
  newCustomerOpenOrders: z.number(),
  newCustomerMaxOrderRupees: z.number(),
  newCustomerMaxOrderUnits: z.number(),
});
export type ShopSettingsDto = z.infer<typeof shopSettingsDtoSchema>;

/** What the owner's Today screen shows: where orders are now and what waits for the owner. */
export const adminOverviewDtoSchema = z.object({
  /** Every order, by the status it is at now. */
  orders: orderStatusCountsSchema,
  lowStockThreshold: z.number(),
  /** Products (drafts too) with lowStockThreshold units or fewer. */
  lowStockProducts: z.number(),
  /** Reviews shown in the shop that have no reply yet. */
  unansweredReviews: z.number(),
  hiddenReviews: z.number(),
  /** Contact-form messages not yet marked handled. */
  unhandledMessages: z.number(),
  /** Emails and webhook calls that failed every attempt (GET /api/admin/outbox/failed). */
  failedMessages: z.number(),
  /** Open orders (placed, confirmed or packing) whose customer is risky or blocked now: the owner should call before sending them. */
  ordersAtRisk: z.object({ risky: z.number(), blocked: z.number() }),
});
export type AdminOverviewDto = z.infer<typeof adminOverviewDtoSchema>;

/** docs/product.md §7: what the owner needs to know of a period, each order counted by when the step happened. */
export const orderReportDtoSchema = z.object({
  /** The period, ISO 8601: from inclusive, to exclusive. */
  from: z.string(),
  to: z.string(),
  placed: z.number(),
  confirmed: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  returned: z.number(),
  cancelled: z.number(),
  /** Rupees: the totals of orders delivered in the period, less the cash refunded on returns recorded in it. */
  cashCollected: z.number(),
  /** Rupees refunded on returns recorded in the period (already taken off cashCollected). */
  refunded: z.number(),
  /** Of the orders shipped in the period, the share that came back (0 to 1); null when none was shipped. */
  returnRate: z.number().nullable(),
  /** Failed delivery attempts recorded in the period, by reason (every reason listed, 0 when none). */
  deliveryAttempts: z.object({
    total: z.number(),
    byReason: z.object(Object.fromEntries(deliveryAttemptReasons.map((reason) => [reason, z.number()])) as Record<DeliveryAttemptReason, z.ZodNumber>),
    /** Orders with at least one failed attempt in the period. */
    orders: z.number(),
  }),
  /** Products by units delivered in the period (returned orders left out), most first; at most 10. */
  topProducts: z.array(z.object({ productId: z.string().nullable(), name: z.string(), units: z.number() })),
});
export type OrderReportDto = z.infer<typeof orderReportDtoSchema>;

/** docs/product.md §3 Delivery settings as the owner edits them: the public charge and threshold, and the couriers. */
export const adminDeliverySettingsDtoSchema = deliverySettingsDtoSchema.extend({
  couriers: z.array(z.object({ name: z.string(), trackingUrlTemplate: z.string().nullable() })),
});
export type AdminDeliverySettingsDto = z.infer<typeof adminDeliverySettingsDtoSchema>;

export const adminReviewDtoSchema = z.object({
  _id: z.string(),
  targetType: z.enum(['product', 'deal']),
  productId: z.string().nullable(),
  dealId: z.string().nullable(),
  /** The product's or deal's name. */
  targetName: z.string(),
  rating: z.number(),
  content: z.string(),
  reviewImages: z.array(z.object({ url: z.string() })),
  /** ISO date. */
  date: z.string(),
  /** The author's real email: the owner may need to contact them. */
  email: z.string().nullable(),
  /** The author as the shop shows them ('Sana K.', or the masked email when the account has no name). */
  author: z.string(),
  /** The author has a Delivered order containing what they review, as the shop's badge says. */
  verified: z.boolean(),
  likes: z.number(),
  dislikes: z.number(),
  hidden: z.boolean(),
  hasReply: z.boolean(),
  reply: z.object({ content: z.string(), author: z.string(), date: z.string() }).nullable(),
});
export type AdminReviewDto = z.infer<typeof adminReviewDtoSchema>;

export const adminContactMessageDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  /** ISO 8601, or null while unhandled. */
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessageDto = z.infer<typeof adminContactMessageDtoSchema>;

export const adminSubscriberDtoSchema = z.object({
  email: z.string(),
  /** ISO 8601. */
  subscribedAt: z.string(),
});
export type AdminSubscriberDto = z.infer<typeof adminSubscriberDtoSchema>;

export const auditEntryDtoSchema = z.object({
  _id: z.string(),
  /** Null for the command line, which runs as the shop's owner, or once the admin's account is gone. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity's DTO before and after the change, as recorded: any JSON. */
  changes: z.object({ before: z.unknown().optional(), after: z.unknown().optional() }).nullable(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

/** Lists come as { success, <name>: [...], total, limit, offset }. */
export const pageInfoSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number() });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A blocked phone number (national form), account email or account, with the owner's reason. */
export const blockDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(blockKinds),
  /** The phone or email as compared, or the account's id. */
  value: z.string(),
  /** For an account: its name and email, so the list says whom it blocks. */
  account: z.object({ name: z.string(), email: z.string() }).nullable(),
  reason: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Orders of this phone, email or account still open (not delivered, cancelled or returned). */
  openOrders: z.number(),
});
export type BlockDto = z.infer<typeof blockDtoSchema>;
