import type { Address } from './order-schemas';

/**
 * What the API sends, in docs/product.md §3's field names. Money here is rupees (numbers with at most two
 * decimals), as the API speaks it; convert with rupeesToPaisa before computing.
 */
export interface ProductDto {
  _id: string;
  name: string;
  description: string;
  price: number;
  /** Final price after discount; 0 when the product is not discounted. */
  discountprice: number;
  /** Percent off, 0 when not discounted. */
  discount: number;
  image: string[];
  category: string;
  subcategory: string;
  /** Units in stock. */
  quantity: number;
  bestseller: boolean;
  rating: number;
  reviewCount: number;
  status: 'published';
  /** When the product was added, epoch milliseconds. */
  date: number;
}

export interface CategoryDto {
  name: string;
  subcategories: string[];
}

export interface DealProductDto {
  _id: string;
  name: string;
  price: number;
  /** The included product's units in stock; with unitsPerDeal they bound the deal's quantity (decision 010). */
  quantity: number;
  /** How many of this product one deal contains. */
  unitsPerDeal: number;
  image: string;
}

export interface DealDto {
  _id: string;
  dealName: string;
  dealDescription: string;
  dealImages: string[];
  dealType: string;
  dealProducts: DealProductDto[];
  products: string[];
  dealTotal: number;
  dealFinalPrice: number;
  dealSavings: number;
  /** ISO 8601, or null for no limit. */
  dealStartDate: string | null;
  dealEndDate: string | null;
  /** How many of the deal an order can take: its own stock bounded by its products' (decision 010); the cart's limit. */
  quantity: number;
  status: 'published';
  category: string;
  rating: number;
  reviewCount: number;
}

export interface BannerDto {
  _id: string;
  imageUrl: string;
  headingLine1: string;
  headingLine2: string;
  subtext: string;
  buttonText: string;
  redirectUrl: string;
}

export interface TestimonialDto {
  _id: string;
  name: string;
  content: string;
  rating: number;
  platform: string;
  status: 'approved';
}

export interface DeliverySettingsDto {
  mode: 'fixed';
  fixedCharge: number;
  freeDeliveryAbove: number;
}

export interface BlogPostDto {
  _id: string;
  title: string;
  excerpt: string;
  metaDescription: string;
  /** Light markup (docs/product.md §2 Blog article). */
  content: string;
  imageUrl: string;
  author: string;
  category: string[];
  tags: string[];
  featured: boolean;
  status: 'published';
  /** Minutes. */
  readTime: number;
  /** ISO 8601. */
  createdAt: string;
}

export interface TeamMemberDto {
  _id: string;
  name: string;
  role: string;
  description: string;
  image: { url: string };
  isActive: boolean;
  order: number;
}

export interface ReviewReplyDto {
  _id: string;
  content: string;
  author: string;
  /** ISO date. */
  date: string;
}

/** docs/product.md §3 Review as GET /api/comments sends it: the author masked, reactions of the viewer only. */
export interface ReviewDto {
  _id: string;
  rating: number;
  content: string;
  reviewImages: { url: string }[];
  /** ISO date. */
  date: string;
  email: string;
  author: string;
  likes: number;
  dislikes: number;
  /** [the viewer's id] when they liked it, else empty: the server never names other people. */
  likedBy: string[];
  dislikedBy: string[];
  hasReply: boolean;
  reply: ReviewReplyDto | null;
  verifiedBuyer: boolean;
}

/** docs/product.md §3 Order item; deal items name the deal they came from. */
export interface OrderItemDto {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image: string;
  category: string;
  isFromDeal: boolean;
  dealId?: string;
  dealName?: string;
  dealImage?: string;
  dealDescription?: string;
}

/** docs/product.md §3 Order, with money in rupees and the date as epoch milliseconds in a string. */
export interface OrderDto {
  _id: string;
  status: string;
  date: string;
  items: OrderItemDto[];
  address: Address;
  paymentMethod: 'COD';
  payment: boolean;
  subtotal: number;
  deliveryCharges: number;
  amount: number;
  cancellationReason?: string;
}
