import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BusinessDetails, OperatingHours, Store } from '@shop/core/business/business-details';
import { createdAtColumn, editVersionColumns, idColumn } from './columns';
import { paisa, rupees, type Paisa, type Rupees } from '@shop/core/shared/money';
import { whatsappMessageKinds } from '@shop/core/messages/whatsapp-templates';

export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    imageUrl: text('image_url').notNull(),
    headingLine1: text('heading_line1').notNull(),
    headingLine2: text('heading_line2').notNull().default(''),
    subtext: text('subtext').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    ...editVersionColumns(),
  },
  (t) => [check('banners_version_positive', sql`${t.version} >= 1`)],
);

export const testimonialPlatforms = ['website', 'email', 'facebook', 'instagram', 'tiktok', 'whatsapp'] as const;
export const testimonialStatuses = ['approved', 'pending', 'rejected'] as const;

export const testimonials = pgTable(
  'testimonials',
  {
    id: idColumn(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    platform: text('platform').notNull().default('website'),
    status: text('status', { enum: testimonialStatuses }).notNull().default('pending'),
    createdAt: createdAtColumn(),
    /** Moved by approving and rejecting, the owner's only saves of a testimonial. */
    ...editVersionColumns(),
  },
  (t) => [
    check('testimonials_version_positive', sql`${t.version} >= 1`),
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
    check('testimonials_status_check', sql`${t.status} in ('approved', 'pending', 'rejected')`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: idColumn(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    ...editVersionColumns(),
  },
  (t) => [check('team_members_version_positive', sql`${t.version} >= 1`)],
);

/** The shop's own details: a single row (id 'shop'). Stores live in their own table. */
export const businessDetails = pgTable('business_details', {
  id: text('id').primaryKey().default('shop'),
  company: jsonb('company').$type<BusinessDetails['company']>().notNull(),
  contact: jsonb('contact').$type<BusinessDetails['contact']>().notNull(),
  location: jsonb('location').$type<BusinessDetails['location']>().notNull(),
  socialMedia: jsonb('social_media').$type<BusinessDetails['socialMedia']>().notNull(),
  logos: jsonb('logos').$type<BusinessDetails['logos']>().notNull(),
  multiStoreEnabled: boolean('multi_store_enabled').notNull().default(false),
  defaultStoreId: text('default_store_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
});

export const stores = pgTable(
  'stores',
  {
    id: idColumn(),
    name: text('name').notNull(),
    storeType: text('store_type', { enum: ['retail', 'warehouse', 'other'] })
      .notNull()
      .default('retail'),
    location: jsonb('location').$type<Store['location']>().notNull(),
    contact: jsonb('contact').$type<Store['contact']>().notNull(),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>().notNull(),
    status: text('status', { enum: ['active', 'inactive', 'other'] })
      .notNull()
      .default('active'),
    position: integer('position').notNull().default(0),
    ...editVersionColumns(),
  },
  (t) => [check('stores_version_positive', sql`${t.version} >= 1`)],
);

/**
 * The versions of the objects the owner edits that have no row of their own to carry one (decision 025):
 * the business details, the delivery and shop settings (a single row, written at the first save), the
 * WhatsApp messages and the search synonyms (lists). One row per object, made by its first save: until
 * then the object is at version 1 (a migration's rows would make a new shop look as if it held data).
 */
export const editVersions = pgTable(
  'edit_versions',
  {
    object: text('object').primaryKey(),
    ...editVersionColumns(),
  },
  (t) => [check('edit_versions_version_positive', sql`${t.version} >= 1`)],
);

export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: text('id').primaryKey().default('shop'),
    mode: text('mode', { enum: ['fixed'] })
      .notNull()
      .default('fixed'),
    fixedChargePaisa: integer('fixed_charge_paisa').$type<Paisa>().notNull().default(paisa(0)),
    freeDeliveryAbovePaisa: integer('free_delivery_above_paisa').$type<Paisa>().notNull().default(paisa(0)),
    /** The couriers the owner ships with: a display name and an optional tracking-link template with {tracking}. */
    couriers: jsonb('couriers')
      .$type<{ name: string; trackingUrlTemplate: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The delivery time promised on the order confirmation page, in working days after confirmation. */
    deliveryDaysMin: integer('delivery_days_min').notNull().default(3),
    deliveryDaysMax: integer('delivery_days_max').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('delivery_settings_non_negative', sql`${t.fixedChargePaisa} >= 0 and ${t.freeDeliveryAbovePaisa} >= 0`),
    check('delivery_settings_days_in_range', sql`${t.deliveryDaysMin} >= 1 and ${t.deliveryDaysMin} <= ${t.deliveryDaysMax} and ${t.deliveryDaysMax} <= 30`),
  ],
);

/**
 * The settings of the owner's console: a single row (id 'shop'), written on the first save; until
 * then the defaults of core's console/admin-schemas apply.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: text('id').primaryKey().default('shop'),
    /** A product with this many units or fewer is low on stock (LOW_STOCK_THRESHOLD_MAX at most). */
    lowStockThreshold: integer('low_stock_threshold').notNull(),
    /** The trust settings of docs/product.md §4 (customer-trust.ts): 0 means never, or no limit. */
    unconfirmedHoldHours: integer('unconfirmed_hold_hours').notNull().default(48),
    newCustomerOpenOrders: integer('new_customer_open_orders').notNull().default(2),
    newCustomerMaxOrderRupees: integer('new_customer_max_order_rupees').$type<Rupees>().notNull().default(rupees(25000)),
    newCustomerMaxOrderUnits: integer('new_customer_max_order_units').notNull().default(20),
    /** docs/product.md §2 Carts that come back: how long a cart waits before its reminder (0 = no reminders). */
    abandonedCartHours: integer('abandoned_cart_hours').notNull().default(6),
    /** docs/product.md §4 Courier payouts: days a delivery may wait for its payout before Today calls it overdue. */
    courierPayoutDays: integer('courier_payout_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('shop_settings_low_stock_threshold_range', sql`${t.lowStockThreshold} between 0 and 100000`),
    check('shop_settings_abandoned_cart_hours_range', sql`${t.abandonedCartHours} between 0 and 720`),
    check('shop_settings_courier_payout_days_range', sql`${t.courierPayoutDays} between 1 and 365`),
    check(
      'shop_settings_trust_ranges',
      sql`${t.unconfirmedHoldHours} between 0 and 720 and ${t.newCustomerOpenOrders} between 0 and 100 and ${t.newCustomerMaxOrderRupees} between 0 and 10000000 and ${t.newCustomerMaxOrderUnits} between 0 and 10000`,
    ),
  ],
);

/**
 * docs/product.md §4 WhatsApp messages: the owner's wording of a kind of message; a kind without a row
 * uses the shop's default text (packages/core/src/messages/whatsapp-templates.ts).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    kind: text('kind', { enum: whatsappMessageKinds }).primaryKey(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [check('whatsapp_templates_kind_check', sql`${t.kind} in ('confirmation', 'shipped', 'deliveryAttempt', 'statusUpdate')`)],
);
