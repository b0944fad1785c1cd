import type { BusinessDetails, Store } from '@shop/core/business/business-details';
import { rupees, rupeesToPaisa, type Paisa } from '@shop/core/shared/money';

/**
 * The demo shop as plain data. Money is in rupees here because that is how a person writes a price;
 * the seeder converts it to paisa. Times are offsets from the moment of seeding so that the demo's
 * deals are live, expired or upcoming whenever it is installed.
 * Every image field holds a URL path under /uploads (for example '/uploads/seed/products/rose-soap-1.webp');
 * seed/images.ts renders each of them into the uploads folder, so nothing is fetched from the internet.
 */

/** An amount of the demo data, written in rupees, in the paisa the database stores. */
export function demoPaisa(amount: number): Paisa {
  return rupeesToPaisa(rupees(amount));
}
export interface DemoCategory {
  name: string;
  subcategories: string[];
}

export interface DemoProduct {
  /** Stable slug, unique among products; used to link deals and reviews to products. */
  key: string;
  name: string;
  description: string;
  price: number;
  /** Final price after discount, 0 when the product is not discounted. */
  discountPrice: number;
  category: string;
  subcategory: string;
  stock: number;
  bestseller: boolean;
  status: 'published' | 'draft';
  images: string[];
  /** How many days before seeding the product was added (drives "newest" sorting). */
  addedDaysAgo: number;
}

export interface DemoDeal {
  key: string;
  name: string;
  description: string;
  dealType: 'flash_sale' | 'seasonal' | 'clearance' | 'bundle' | 'featured' | 'buyonegetone' | 'daily_deal' | 'weekly_special';
  /** Product keys with how many of each the deal includes. */
  products: { key: string; quantity: number }[];
  finalPrice: number;
  stock: number;
  status: 'published' | 'draft';
  category: string;
  images: string[];
  /** Hours from seeding; null means no limit on that side. Negative means in the past. */
  startsInHours: number | null;
  endsInHours: number | null;
}

export interface DemoBanner {
  imageUrl: string;
  headingLine1: string;
  headingLine2: string;
  subtext: string;
  buttonText: string;
  redirectUrl: string;
}

export interface DemoTestimonial {
  name: string;
  content: string;
  rating: number;
  platform: 'website' | 'email' | 'facebook' | 'instagram' | 'tiktok' | 'whatsapp';
  status: 'approved' | 'pending' | 'rejected';
}

/** How a team member's illustrated portrait looks (seed/portraits.ts); colours are #RRGGBB. */
export interface DemoPortrait {
  skin: string;
  hair: 'short' | 'wavy' | 'long' | 'bun' | 'hijab';
  /** The hair's colour, or the scarf's for 'hijab'. */
  hairColour: string;
  outfit: string;
  background: string;
  beard?: boolean;
  glasses?: boolean;
  /** A dupatta over one shoulder, in this colour. */
  dupatta?: string;
  /** A white doctor's coat over the outfit. */
  coat?: boolean;
}

export interface DemoTeamMember {
  name: string;
  role: string;
  description: string;
  image: string;
  isActive: boolean;
  order: number;
  portrait?: DemoPortrait;
}

export interface DemoBlogPost {
  key: string;
  title: string;
  excerpt: string;
  metaDescription: string;
  /** Light markup per docs/product.md §2 Blog article: **bold**, *italic*, # to ###, [links](url), - lists, > quotes, ![video](url). */
  content: string;
  image: string;
  author: string;
  categories: string[];
  tags: string[];
  featured: boolean;
  status: 'published' | 'draft';
  readTime: number;
  publishedDaysAgo: number;
}

export interface DemoPerson {
  name: string;
  email: string;
  password: string;
  role: 'customer' | 'admin';
}

/** What a past order held: a product or a deal, by key. */
export type DemoTarget = { product: string } | { deal: string };

export interface DemoReview {
  target: DemoTarget;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  /** Days after the order was delivered that the review was written. */
  writtenAfterDays: number;
  /** Photos the customer took of a product they reviewed (rendered by seed/images.ts; product reviews only). */
  photos?: string[];
  /** The shop's answer under the review, written a day after it. */
  reply?: string;
  likes?: number;
}

/** A delivered order of a reviewer, with what they wrote about what was in it. */
export interface DemoPastOrder {
  placedDaysAgo: number;
  /** From placing to the doorstep: Confirmed, Packing, Shipped and Out for delivery fall in between. */
  deliveredAfterDays: number;
  items: (DemoTarget & { quantity: number })[];
  reviews: DemoReview[];
}

/**
 * A customer who bought and reviewed things before the demo starts. Their accounts cannot be signed
 * into: the seed stores no usable password for them (the three DemoPerson accounts are the ones to try).
 */
export interface DemoReviewer {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  orders: DemoPastOrder[];
}

/** docs/product.md §4 Discount codes: the demo's codes, their dates in days from the seeding. */
export interface DemoDiscountCode {
  code: string;
  type: 'percent' | 'fixed' | 'free-delivery';
  /** A percentage, or rupees; null for free delivery. */
  value: number | null;
  minSubtotal: number;
  startsInDays: number | null;
  endsInDays: number | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

export interface DemoShop {
  business: Omit<BusinessDetails, 'multiStore'> & { multiStore: { enabled: boolean; defaultStore: string } };
  stores: Store[];
  categories: DemoCategory[];
  products: DemoProduct[];
  deals: DemoDeal[];
  banners: DemoBanner[];
  testimonials: DemoTestimonial[];
  team: DemoTeamMember[];
  posts: DemoBlogPost[];
  people: DemoPerson[];
  /** Customers with delivered orders and their reviews: the shop's ratings and review lists. */
  reviewers: DemoReviewer[];
  delivery: { fixedCharge: number; freeDeliveryAbove: number };
  discountCodes: DemoDiscountCode[];
}
