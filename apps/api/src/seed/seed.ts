import { eq, sql } from 'drizzle-orm';
import { defaultCouriers } from '@shop/core/delivery/delivery';
import type { Database } from '../db/client';
import { categories, dealProducts, deals, products } from '../db/schema/catalog';
import { banners, businessDetails, deliverySettings, stores, teamMembers, testimonials } from '../db/schema/content';
import { blogPosts } from '../db/schema/journal';
import { courierPayoutLines, courierPayoutPreviews, courierPayouts } from '../db/schema/couriers';
import { discountCodes } from '../db/schema/discounts';
import {
  cartProducts,
  cartReminders,
  customerBlocks,
  customerNotes,
  orderDeliveryAttempts,
  orderEvents,
  orderItems,
  orderNotes,
  orders,
} from '../db/schema/orders';
import { reviewReactions, reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import type { UploadStorage } from '../lib/storage';
import { refreshEveryRating } from '../modules/reviews/repository';
import { demoPaisa, type DemoPerson, type DemoShop } from './demo-types';
import { renderSeedImages } from './images';
import { planHistory } from './seed-history';
import { planRiskHistory } from './demo-risk';
import { planCustomerStories } from './demo-customers';
import { planDemoPayout } from './demo-couriers';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per insert: a big catalog (seed --products) stays under PostgreSQL's 65,535 parameters a statement. */
const PRODUCTS_PER_INSERT = 1_000;
/** Orders' items and events, reviews and reactions: well under the parameter limit per statement. */
const ROWS_PER_INSERT = 500;

/** Tables in an order that deleting them one by one never breaks a foreign key. */
const allTables = [
  'audit_log',
  'idempotency_keys',
  'courier_payout_lines',
  'courier_payouts',
  'courier_payout_previews',
  'courier_payout_mappings',
  'order_events',
  'order_items',
  'orders',
  'discount_codes',
  'cart_deals',
  'cart_products',
  'review_reactions',
  'reviews',
  'deal_products',
  'deals',
  'products',
  'categories',
  'search_synonyms',
  'search_words',
  'banners',
  'testimonials',
  'team_members',
  'stores',
  'business_details',
  'delivery_settings',
  'blog_posts',
  'contact_messages',
  'newsletter_subscribers',
  'one_time_codes',
  'users',
];

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

export async function isShopEmpty(db: Database): Promise<boolean> {
  const [details] = await db.select({ id: businessDetails.id }).from(businessDetails).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !details && !product;
}

export async function wipeShop(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate ${allTables.join(', ')} cascade`));
}

export interface SeedOptions {
  /** Where the pictures are written: the disk or the bucket (lib/storage-from-config.ts). */
  uploads: UploadStorage;
  now: Date;
  /** Tests render images once and share them; the default renders them. */
  renderImages?: boolean;
}

export interface SeedSummary {
  products: number;
  deals: number;
  posts: number;
  images: number;
  reviews: number;
  orders: number;
}

/** Writes the demo shop in one transaction: either all of it is there, or none. */
export async function seedDemoShop(db: Database, shop: DemoShop, options: SeedOptions): Promise<SeedSummary> {
  const at = (offsetMs: number) => new Date(options.now.getTime() + offsetMs);
  const images = options.renderImages === false ? 0 : await renderSeedImages(options.uploads, shop);
  const passwordHashes = await Promise.all(shop.people.map((person) => hashPassword(person.password)));
  let reviewCount = 0;
  let orderCount = 0;

  await db.transaction(async (tx) => {
    const storeIds = shop.stores.map((store) => store.storeId);
    await tx.insert(stores).values(
      shop.stores.map((store, position) => ({
        id: store.storeId,
        name: store.storeName,
        storeType: store.storeType,
        location: store.location,
        contact: store.contact,
        operatingHours: store.operatingHours,
        status: store.status,
        position,
      })),
    );
    await tx.insert(businessDetails).values({
      company: shop.business.company,
      contact: shop.business.contact,
      location: shop.business.location,
      socialMedia: shop.business.socialMedia,
      logos: shop.business.logos,
      multiStoreEnabled: shop.business.multiStore.enabled,
      defaultStoreId: storeIds.includes(shop.business.multiStore.defaultStore) ? shop.business.multiStore.defaultStore : null,
    });
    await tx.insert(deliverySettings).values({
      fixedChargePaisa: demoPaisa(shop.delivery.fixedCharge),
      freeDeliveryAbovePaisa: demoPaisa(shop.delivery.freeDeliveryAbove),
      couriers: [...defaultCouriers],
    });
    await tx.insert(categories).values(shop.categories.map((category, position) => ({ name: category.name, subcategories: category.subcategories, position })));

    const productIds = new Map(shop.products.map((product) => [product.key, newId()]));
    for (let start = 0; start < shop.products.length; start += PRODUCTS_PER_INSERT) {
      await tx.insert(products).values(
        shop.products.slice(start, start + PRODUCTS_PER_INSERT).map((product) => ({
          id: productIds.get(product.key)!,
          name: product.name,
          description: product.description,
          pricePaisa: demoPaisa(product.price),
          discountPricePaisa: demoPaisa(product.discountPrice),
          images: product.images,
          category: product.category,
          subcategory: product.subcategory,
          stock: product.stock,
          bestseller: product.bestseller,
          status: product.status,
          createdAt: at(-product.addedDaysAgo * DAY_MS),
        })),
      );
    }

    const dealIds = new Map(shop.deals.map((deal) => [deal.key, newId()]));
    for (const deal of shop.deals) {
      const dealId = dealIds.get(deal.key)!;
      await tx.insert(deals).values({
        id: dealId,
        name: deal.name,
        description: deal.description,
        images: deal.images,
        dealType: deal.dealType,
        finalPricePaisa: demoPaisa(deal.finalPrice),
        startsAt: deal.startsInHours === null ? null : at(deal.startsInHours * HOUR_MS),
        endsAt: deal.endsInHours === null ? null : at(deal.endsInHours * HOUR_MS),
        stock: deal.stock,
        status: deal.status,
        category: deal.category,
      });
      await tx.insert(dealProducts).values(
        deal.products.map((item, position) => {
          const productId = productIds.get(item.key);
          if (!productId) throw new Error(`Deal "${deal.name}" includes unknown product "${item.key}"`);
          return { dealId, productId, quantity: item.quantity, position };
        }),
      );
    }

    await tx.insert(discountCodes).values(
      shop.discountCodes.map((code) => ({
        id: newId(),
        code: code.code,
        type: code.type,
        percentOff: code.type === 'percent' ? code.value : null,
        amountOffPaisa: code.type === 'fixed' && code.value !== null ? demoPaisa(code.value) : null,
        minSubtotalPaisa: demoPaisa(code.minSubtotal),
        startsAt: code.startsInDays === null ? null : at(code.startsInDays * DAY_MS),
        endsAt: code.endsInDays === null ? null : at(code.endsInDays * DAY_MS),
        maxUses: code.maxUses,
        maxUsesPerCustomer: code.maxUsesPerCustomer,
        createdAt: at(((code.startsInDays ?? 0) - 1) * DAY_MS),
      })),
    );

    await tx.insert(banners).values(shop.banners.map((banner, position) => ({ id: newId(), ...banner, position })));
    await tx
      .insert(testimonials)
      .values(shop.testimonials.map((testimonial, index) => ({ id: newId(), ...testimonial, createdAt: at(-(index + 1) * 3 * DAY_MS) })));
    await tx.insert(teamMembers).values(
      shop.team.map((member) => ({
        id: newId(),
        name: member.name,
        role: member.role,
        description: member.description,
        imageUrl: member.image,
        isActive: member.isActive,
        position: member.order,
      })),
    );
    await tx.insert(blogPosts).values(
      shop.posts.map((post) => ({
        id: newId(),
        title: post.title,
        excerpt: post.excerpt,
        metaDescription: post.metaDescription,
        content: post.content,
        imageUrl: post.image,
        author: post.author,
        categories: post.categories,
        tags: post.tags,
        featured: post.featured,
        status: post.status,
        readTime: post.readTime,
        createdAt: at(-post.publishedDaysAgo * DAY_MS),
      })),
    );
    const personIds = new Map(shop.people.map((person) => [person.email.toLowerCase(), newId()]));
    // A person with a past (seed-history.ts) has the phone of their orders and an account older than them.
    const pastOf = (person: DemoPerson) => shop.reviewers.find((reviewer) => reviewer.email.toLowerCase() === person.email.toLowerCase());
    const joined = (person: DemoPerson) => {
      const past = pastOf(person);
      return past ? at(-(Math.max(...past.orders.map((order) => order.placedDaysAgo)) + 3) * DAY_MS) : options.now;
    };
    await tx.insert(users).values(
      shop.people.map((person, index) => ({
        id: personIds.get(person.email.toLowerCase())!,
        name: person.name,
        email: person.email.toLowerCase(),
        phone: pastOf(person)?.phone ?? null,
        createdAt: joined(person),
        emailVerifiedAt: joined(person),
        passwordHash: passwordHashes[index]!,
        role: person.role,
      })),
    );

    const history = planHistory(shop, options.now, { products: productIds, deals: dealIds, people: personIds, newId });
    await insertInChunks(history.users, (rows) => tx.insert(users).values(rows));
    await insertInChunks(history.orders, (rows) => tx.insert(orders).values(rows));
    await insertInChunks(history.orderItems, (rows) => tx.insert(orderItems).values(rows));
    await insertInChunks(history.orderEvents, (rows) => tx.insert(orderEvents).values(rows));
    await insertInChunks(history.reviews, (rows) => tx.insert(reviews).values(rows));
    await insertInChunks(history.reactions, (rows) => tx.insert(reviewReactions).values(rows));
    const risky = planRiskHistory(shop, options.now, { products: productIds, newId });
    await tx.insert(users).values(risky.users);
    await tx.insert(orders).values(risky.orders);
    await tx.insert(orderItems).values(risky.orderItems);
    await tx.insert(orderEvents).values(risky.orderEvents);
    await tx.insert(orderDeliveryAttempts).values(risky.deliveryAttempts);
    await tx.insert(orderNotes).values(risky.notes);
    await tx.insert(customerBlocks).values(risky.blocks);
    const accounts = new Map([...personIds, ...history.users.map((user) => [user.email!, user.id] as const)]);
    const stories = planCustomerStories(shop, options.now, { products: productIds, accounts, newId }, history.orders);
    await tx.insert(users).values(stories.users);
    await tx.insert(orders).values(stories.orders);
    await tx.insert(orderItems).values(stories.orderItems);
    await tx.insert(orderEvents).values(stories.orderEvents);
    await tx.insert(customerNotes).values(stories.notes);
    await tx.insert(cartProducts).values(stories.cartLines);
    await tx.insert(cartReminders).values(stories.reminders);
    const payout = planDemoPayout(options.now, [...history.orders, ...risky.orders, ...stories.orders], newId);
    await tx.insert(courierPayoutPreviews).values(payout.preview);
    await tx.insert(courierPayouts).values(payout.payout);
    await tx.insert(courierPayoutLines).values(payout.lines);
    for (const [productId, units] of [...risky.heldUnits, ...stories.heldUnits])
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${units}` })
        .where(eq(products.id, productId));
    reviewCount = history.reviews.length;
    orderCount = history.orders.length + risky.orders.length + stories.orders.length;
    // The storefront reads each product's and deal's rating and review counts from their columns,
    // which the reviews module keeps current.
    await refreshEveryRating(tx);
  });

  return {
    products: shop.products.length,
    deals: shop.deals.length,
    posts: shop.posts.length,
    images,
    reviews: reviewCount,
    orders: orderCount,
  };
}
