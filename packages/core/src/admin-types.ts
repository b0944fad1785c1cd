import { z } from './zod';
import { bannerDtoSchema, blogPostDtoSchema, dealDtoSchema, orderDtoSchema, productDtoSchema, teamMemberDtoSchema } from './api-types';
import { publicationStatuses, testimonialStatuses } from './admin-schemas';
import { storeSchema } from './business-details-schemas';

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

export const adminOrderDtoSchema = orderDtoSchema.extend({
  /** The first 7 characters of the id, as the customer sees it. */
  orderNumber: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** Where the owner may move it next. */
  nextStatuses: z.array(z.string()),
});
export type AdminOrderDto = z.infer<typeof adminOrderDtoSchema>;

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
