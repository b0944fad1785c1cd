import type { BusinessDetails, Store } from '@shop/core/business-details';

/**
 * The demo shop as plain data. Money is in rupees here because that is how a person writes a price;
 * the seeder converts it to paisa. Times are offsets from the moment of seeding so that the demo's
 * deals are live, expired or upcoming whenever it is installed.
 * Every image field holds a URL path under /uploads (for example '/uploads/seed/products/rose-soap-1.webp');
 * seed/images.ts renders each of them into the uploads folder, so nothing is fetched from the internet.
 */
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

export interface DemoTeamMember {
  name: string;
  role: string;
  description: string;
  image: string;
  isActive: boolean;
  order: number;
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
  delivery: { fixedCharge: number; freeDeliveryAbove: number };
}
