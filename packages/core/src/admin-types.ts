import type { BannerDto, BlogPostDto, DealDto, OrderDto, ProductDto, TeamMemberDto } from './api-types';
import type { PublicationStatus } from './admin-schemas';
import type { Store } from './business-details';

/**
 * What the admin API sends. Same docs/product.md §3 field names as the public calls, money in rupees, plus what
 * only the owner sees: drafts, hidden reviews, customers' emails, positions.
 */

export type AdminProductDto = Omit<ProductDto, 'status'> & { status: PublicationStatus };

export type AdminDealDto = Omit<DealDto, 'status'> & { status: PublicationStatus };

export interface AdminCategoryDto {
  name: string;
  subcategories: string[];
  position: number;
  /** Products filed under it, published or not. */
  productCount: number;
}

export type AdminBannerDto = BannerDto & { position: number; active: boolean };

export interface AdminTestimonialDto {
  _id: string;
  name: string;
  content: string;
  rating: number;
  platform: string;
  status: 'approved' | 'pending' | 'rejected';
  createdAt: string;
}

export type AdminTeamMemberDto = TeamMemberDto;

export type AdminStoreDto = Store & { position: number };

export type AdminBlogPostDto = Omit<BlogPostDto, 'status'> & { status: PublicationStatus };

export interface AdminOrderDto extends OrderDto {
  /** The first 7 characters of the id, as the customer sees it. */
  orderNumber: string;
  customer: { _id: string; name: string; email: string };
  /** Where the owner may move it next. */
  nextStatuses: string[];
}

export interface AdminReviewDto {
  _id: string;
  targetType: 'product' | 'deal';
  productId: string | null;
  dealId: string | null;
  /** The product's or deal's name. */
  targetName: string;
  rating: number;
  content: string;
  reviewImages: { url: string }[];
  date: string;
  /** The author's real email: the owner may need to contact them. */
  email: string | null;
  likes: number;
  dislikes: number;
  hidden: boolean;
  hasReply: boolean;
  reply: { content: string; author: string; date: string } | null;
}

export interface AdminContactMessageDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

export interface AdminSubscriberDto {
  email: string;
  subscribedAt: string;
}

export interface AuditEntryDto {
  _id: string;
  actor: { _id: string; name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: { before?: unknown; after?: unknown } | null;
  createdAt: string;
}

/** Lists come as { success, <name>: [...], total, limit, offset }. */
export interface PageInfo {
  total: number;
  limit: number;
  offset: number;
}
