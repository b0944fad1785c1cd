import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, editVersionColumns, idColumn, publicationStatuses } from './columns';
import { paisa, type Paisa } from '@shop/core/shared/money';

/** PostgreSQL's full-text document type; read only by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    name: text('name').primaryKey(),
    subcategories: text('subcategories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    ...editVersionColumns(),
  },
  (t) => [check('categories_version_positive', sql`${t.version} >= 1`)],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePaisa: integer('price_paisa').$type<Paisa>().notNull(),
    /** Final price after discount; 0 when the product is not discounted. */
    discountPricePaisa: integer('discount_price_paisa').$type<Paisa>().notNull().default(paisa(0)),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    bestseller: boolean('bestseller').notNull().default(false),
    status: text('status', { enum: publicationStatuses }).notNull().default('draft'),
    /** The mean of the verified buyers' reviews when it has any, else of all visible reviews (docs/product.md §3). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Visible reviews whose author has a Delivered order holding what they review. */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    createdAt: createdAtColumn(),
    /** Stock is not versioned (decision 025): it moves with orders and the stock call, never with the form. */
    ...editVersionColumns(),
    /**
     * What the shop's search matches (modules/catalog/search-repository.ts): the words of the name
     * (weight A), the category and subcategory (B) and the description (C), in lower case without
     * accents, kept by the database. shop_search_normalize is created by migration 0006, whose
     * triggers also add every word to search_words.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', shop_search_normalize("name")), 'A') || setweight(to_tsvector('simple', shop_search_normalize("category" || ' ' || "subcategory")), 'B') || setweight(to_tsvector('simple', shop_search_normalize("description")), 'C')`,
      ),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_non_negative', sql`${t.pricePaisa} >= 0 and ${t.discountPricePaisa} >= 0`),
    check('products_status_check', sql`${t.status} in ('published', 'draft')`),
    check('products_version_positive', sql`${t.version} >= 1`),
    index('products_status_category_idx').on(t.status, t.category, t.subcategory),
    index('products_status_newest_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * Every word the products have ever used (filled by migration 0006's triggers, never emptied): the
 * search corrects a shopper's typo to the words here that look like it, through the trigram index.
 * A word no product uses any more only widens a search to a word nothing matches.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** The owner's own search synonyms (PUT /api/admin/search-synonyms), in the order the owner gave them. */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  means: text('means').array().notNull(),
  position: integer('position').notNull(),
});

export const deals = pgTable(
  'deals',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dealType: text('deal_type').notNull(),
    finalPricePaisa: integer('final_price_paisa').$type<Paisa>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    stock: integer('stock').notNull().default(0),
    status: text('status', { enum: publicationStatuses }).notNull().default('draft'),
    category: text('category').notNull().default(''),
    /** The mean of the verified buyers' reviews when it has any, else of all visible reviews (docs/product.md §3). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Visible reviews whose author has a Delivered order holding what they review. */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    createdAt: createdAtColumn(),
    ...editVersionColumns(),
  },
  (t) => [
    check('deals_version_positive', sql`${t.version} >= 1`),
    check('deals_stock_non_negative', sql`${t.stock} >= 0`),
    check('deals_price_non_negative', sql`${t.finalPricePaisa} >= 0`),
    check('deals_status_check', sql`${t.status} in ('published', 'draft')`),
    check('deals_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

export const dealProducts = pgTable(
  'deal_products',
  {
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.productId] }), check('deal_products_quantity_positive', sql`${t.quantity} > 0`)],
);
