import { z } from './zod';
import { fallbackOperatingHours } from './business-details';
import { businessDetailsSchema, operatingHoursSchema, storeSchema } from './business-details-schemas';
import { CANCEL_REASON_MAX, orderStatuses } from './cancellation';
import { bestsellerFlagKeys, readBestsellerFlag } from './catalog';
import { MAX_DELIVERY_DAYS } from './delivery';
import { rupeesAmountSchema } from './money-schemas';
import { pakistaniMobile } from './order-schemas';
import { riskLevels } from './customer-trust';

/**
 * Bodies and queries of the admin API (/api/admin/*), in docs/product.md §3's field names. Every message names
 * its field; amounts are rupees (rupeesAmountSchema) and become paisa in the services.
 */

export const publicationStatuses = ['published', 'draft'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

export const IMAGES_PER_ITEM_MAX = 12;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} can be at most ${max} characters long`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} can be at most ${max} characters long`);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

const trueOrFalse = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** Images must be our own uploads or an http(s) address: never javascript: or data: URLs. */
const imageUrl = (field: string, { optional = false } = {}) =>
  z
    .string({ error: `${field} must be an image address` })
    .trim()
    .max(500, `${field} can be at most 500 characters long`)
    .refine((url) => (optional && url === '') || (/^\/uploads\/[\w./-]+$/.test(url) && !url.includes('..')) || /^https?:\/\/[^\s"'<>]+$/i.test(url), {
      message: `${field} must be an /uploads/… path or an http(s) address`,
    });

const imageList = (field: string) =>
  z
    .array(imageUrl(field), { error: `${field} must be a list of image addresses` })
    .max(IMAGES_PER_ITEM_MAX, `${field} can list at most ${IMAGES_PER_ITEM_MAX} images`);

const textList = (field: string, maxItems: number, maxLength: number) =>
  z
    .array(requiredText(field, maxLength), { error: `${field} must be a list of texts` })
    .max(maxItems, `${field} can list at most ${maxItems} entries`)
    .refine((items) => new Set(items).size === items.length, `${field} lists the same entry twice`);

/** A link inside the shop ('/collection', '/deal/…'): no other site, no script. */
const inAppPath = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(300, `${field} can be at most 300 characters long`)
    .refine((path) => path === '' || /^\/(?![/\\])[^\s"'<>]*$/.test(path), `${field} must be a path inside the shop, starting with /`);

const statusSchema = (field = 'status') => z.enum(publicationStatuses, { error: `${field} must be published or draft` });

const idSchema = (field: string) => requiredText(field, 64);

export const STOCK_MAX = 1_000_000;
const stockCount = (field: string) => wholeNumber(field, 0, STOCK_MAX);

/** docs/product.md §3 best-seller spellings: true, false, 1, 0, 'true', 'false', '1' or '0'. */
const flagInput = (field: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], {
    error: `${field} must be true or false`,
  });

// ---------------------------------------------------------------------------------------------
// Lists

export const ADMIN_PAGE_SIZE_MAX = 200;

export const paginationQuery = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(50),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
};

const booleanQuery = (field: string) => z.enum(['true', 'false'], { error: `${field} must be true or false` }).transform((value) => value === 'true');

// ---------------------------------------------------------------------------------------------
// Products

const bestsellerFlags = {
  bestseller: flagInput('bestseller').optional(),
  bestSeller: flagInput('bestSeller').optional(),
  best_seller: flagInput('best_seller').optional(),
  isBestseller: flagInput('isBestseller').optional(),
  isBestSeller: flagInput('isBestSeller').optional(),
  featured: flagInput('featured').optional(),
};

/** A product as the admin API takes it, after the alternate spellings are read. */
export interface ProductInput {
  name: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Rupees; the final price after discount, 0 for none. */
  discountprice: number;
  image: string[];
  category: string;
  subcategory: string;
  quantity: number;
  bestseller: boolean;
  status: PublicationStatus;
}

export const productMessages = {
  discountBelowPrice: 'discountprice must be below price (or 0 for no discount)',
  nothingToChange: 'Send at least one field to change',
} as const;

/** docs/product.md §3: discountprice is the final price, so it must be below the price, or 0. */
export function discountIsValid(price: number, discountprice: number): boolean {
  return discountprice === 0 || discountprice < price;
}

const flagGiven = (raw: Record<string, unknown>) => bestsellerFlagKeys.some((key) => raw[key] !== undefined);

export const productListQuery = z.object({
  status: statusSchema().optional(),
  q: optionalText('q', 100).optional(),
  /** The category's exact name. */
  category: optionalText('category', 100).optional(),
  /** true: stock at or below the shop's low-stock threshold; false: above it. */
  lowStock: booleanQuery('lowStock').optional(),
  ...paginationQuery,
});

export const productCreateSchema = z
  .object({
    name: requiredText('name', 200),
    description: optionalText('description', 10_000).default(''),
    price: rupeesAmountSchema,
    discountprice: rupeesAmountSchema.optional(),
    discountPrice: rupeesAmountSchema.optional(),
    image: imageList('image').default([]),
    category: requiredText('category', 100),
    subcategory: optionalText('subcategory', 100).default(''),
    quantity: stockCount('quantity').default(0),
    status: statusSchema().default('draft'),
    ...bestsellerFlags,
  })
  .transform((raw, context): ProductInput => {
    const discountprice = raw.discountprice ?? raw.discountPrice ?? 0;
    if (!discountIsValid(raw.price, discountprice)) {
      context.addIssue({ code: 'custom', path: ['discountprice'], message: productMessages.discountBelowPrice });
      return z.NEVER;
    }
    return {
      name: raw.name,
      description: raw.description,
      price: raw.price,
      discountprice,
      image: raw.image,
      category: raw.category,
      subcategory: raw.subcategory,
      quantity: raw.quantity,
      bestseller: readBestsellerFlag(raw),
      status: raw.status,
    };
  });

/** What PATCH may change. Stock and status have their own calls, so a stale form cannot undo an order. */
export type ProductChanges = Partial<Omit<ProductInput, 'quantity' | 'status'>>;

export const productUpdateSchema = z
  .object({
    name: requiredText('name', 200).optional(),
    description: optionalText('description', 10_000).optional(),
    price: rupeesAmountSchema.optional(),
    discountprice: rupeesAmountSchema.optional(),
    discountPrice: rupeesAmountSchema.optional(),
    image: imageList('image').optional(),
    category: requiredText('category', 100).optional(),
    subcategory: optionalText('subcategory', 100).optional(),
    ...bestsellerFlags,
  })
  .transform((raw, context): ProductChanges => {
    const changes: ProductChanges = {};
    if (raw.name !== undefined) changes.name = raw.name;
    if (raw.description !== undefined) changes.description = raw.description;
    if (raw.price !== undefined) changes.price = raw.price;
    const discountprice = raw.discountprice ?? raw.discountPrice;
    if (discountprice !== undefined) changes.discountprice = discountprice;
    if (raw.image !== undefined) changes.image = raw.image;
    if (raw.category !== undefined) changes.category = raw.category;
    if (raw.subcategory !== undefined) changes.subcategory = raw.subcategory;
    if (flagGiven(raw)) changes.bestseller = readBestsellerFlag(raw);
    if (Object.keys(changes).length === 0) {
      context.addIssue({ code: 'custom', message: productMessages.nothingToChange });
      return z.NEVER;
    }
    return changes;
  });

export const publicationStatusBody = z.object({ status: statusSchema() });

/** Either the new stock, or a change to add (positive) or take away (negative). */
export const stockBody = z
  .object({
    quantity: stockCount('quantity').optional(),
    change: wholeNumber('change', -STOCK_MAX, STOCK_MAX)
      .refine((change) => change !== 0, 'change must not be 0')
      .optional(),
  })
  .refine((body) => (body.quantity === undefined) !== (body.change === undefined), {
    message: 'Send quantity (the new stock) or change (units to add or take away), not both',
  });
export type StockBody = z.infer<typeof stockBody>;

export const removeImageQuery = z.object({ url: requiredText('url', 500) });

// ---------------------------------------------------------------------------------------------
// Categories

export const categoryCreateSchema = z.object({
  name: requiredText('name', 60),
  subcategories: textList('subcategories', 50, 60).default([]),
  position: wholeNumber('position', 0, 10_000).optional(),
});

/**
 * Renames are applied to the products that use them in the same transaction; a subcategory that
 * disappears while products still use it is refused.
 */
export const categoryUpdateSchema = z
  .object({
    name: requiredText('name', 60).optional(),
    subcategories: textList('subcategories', 50, 60).optional(),
    renames: z
      .array(z.object({ from: requiredText('renames.from', 60), to: requiredText('renames.to', 60) }), {
        error: 'renames must be a list of { from, to }',
      })
      .max(50, 'renames can list at most 50 entries')
      .optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Deals

const dealTypeInput = z
  .union(
    [
      z.string(),
      z.object({ slug: z.string().nullish(), name: z.string().nullish(), _id: z.string().nullish() }).transform((type) => type.slug || type.name || ''),
    ],
    { error: 'dealType must be text such as flash_sale, or an object with a slug' },
  )
  .pipe(requiredText('dealType', 60));

const dealProductRef = z.union(
  [
    idSchema('products').transform((productId) => ({ productId, units: 1 })),
    z
      .object({
        _id: idSchema('products._id'),
        units: wholeNumber('products.units', 1, 100).optional(),
        unitsPerDeal: wholeNumber('products.unitsPerDeal', 1, 100).optional(),
      })
      .transform((item) => ({ productId: item._id, units: item.units ?? item.unitsPerDeal ?? 1 })),
  ],
  { error: 'products must list product ids, or { _id, units }' },
);

const dealProductList = z
  .array(dealProductRef, { error: 'products must list the products in the deal' })
  .min(1, 'products must list at least one product')
  .max(20, 'products can list at most 20 products')
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'products lists the same product twice');

const dealDate = (field: string) => {
  const message = `${field} must be a date and time such as 2026-12-01T09:00:00+05:00, or null for no limit`;
  return z
    .union([z.iso.datetime({ offset: true, error: message }), z.null()], { error: message })
    .transform((value) => (value === null ? null : new Date(value)));
};

export const dealMessages = {
  endAfterStart: 'dealEndDate must be after dealStartDate',
  finalPricePositive: 'dealFinalPrice must be above 0',
} as const;

/** A deal as the admin API takes it (docs/product.md §3 names); the total is computed from the products. */
export interface DealInput {
  dealName: string;
  dealDescription: string;
  dealType: string;
  dealImages: string[];
  products: { productId: string; units: number }[];
  /** Rupees. */
  dealFinalPrice: number;
  dealStartDate: Date | null;
  dealEndDate: Date | null;
  quantity: number;
  status: PublicationStatus;
  category: string;
}

export function dealWindowIsValid(start: Date | null, end: Date | null): boolean {
  return start === null || end === null || start.getTime() < end.getTime();
}

export const dealListQuery = z.object({
  status: statusSchema().optional(),
  q: optionalText('q', 100).optional(),
  ...paginationQuery,
});

export const dealCreateSchema = z
  .object({
    dealName: requiredText('dealName', 200),
    dealDescription: optionalText('dealDescription', 10_000).default(''),
    dealType: dealTypeInput,
    dealImages: imageList('dealImages').default([]),
    products: dealProductList,
    dealFinalPrice: rupeesAmountSchema.refine((price) => price > 0, dealMessages.finalPricePositive),
    dealStartDate: dealDate('dealStartDate').default(null),
    dealEndDate: dealDate('dealEndDate').default(null),
    quantity: stockCount('quantity').default(0),
    status: statusSchema().default('draft'),
    category: optionalText('category', 100).default(''),
  })
  .superRefine((deal, context) => {
    // Refinements run even when a field already failed; only compare two readable dates.
    const readable = (value: unknown): value is Date | null => value === null || value instanceof Date;
    if (readable(deal.dealStartDate) && readable(deal.dealEndDate) && !dealWindowIsValid(deal.dealStartDate, deal.dealEndDate)) {
      context.addIssue({ code: 'custom', path: ['dealEndDate'], message: dealMessages.endAfterStart });
    }
  });

/** What PATCH may change; stock and status have their own calls. */
export type DealChanges = Partial<Omit<DealInput, 'quantity' | 'status'>>;

export const dealUpdateSchema = z
  .object({
    dealName: requiredText('dealName', 200).optional(),
    dealDescription: optionalText('dealDescription', 10_000).optional(),
    dealType: dealTypeInput.optional(),
    dealImages: imageList('dealImages').optional(),
    products: dealProductList.optional(),
    dealFinalPrice: rupeesAmountSchema.refine((price) => price > 0, dealMessages.finalPricePositive).optional(),
    dealStartDate: dealDate('dealStartDate').optional(),
    dealEndDate: dealDate('dealEndDate').optional(),
    category: optionalText('category', 100).optional(),
  })
  .transform((raw, context): DealChanges => {
    const changes = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as DealChanges;
    if (Object.keys(changes).length === 0) {
      context.addIssue({ code: 'custom', message: productMessages.nothingToChange });
      return z.NEVER;
    }
    return changes;
  });

// ---------------------------------------------------------------------------------------------
// Content: banners, testimonials, team

export const bannerCreateSchema = z.object({
  imageUrl: imageUrl('imageUrl'),
  headingLine1: requiredText('headingLine1', 120),
  headingLine2: optionalText('headingLine2', 120).default(''),
  subtext: optionalText('subtext', 300).default(''),
  buttonText: optionalText('buttonText', 40).default(''),
  redirectUrl: inAppPath('redirectUrl').default(''),
  position: wholeNumber('position', 0, 10_000).optional(),
  active: trueOrFalse('active').default(true),
});

export const bannerUpdateSchema = z
  .object({
    imageUrl: imageUrl('imageUrl').optional(),
    headingLine1: requiredText('headingLine1', 120).optional(),
    headingLine2: optionalText('headingLine2', 120).optional(),
    subtext: optionalText('subtext', 300).optional(),
    buttonText: optionalText('buttonText', 40).optional(),
    redirectUrl: inAppPath('redirectUrl').optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
    active: trueOrFalse('active').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);

export const testimonialStatuses = ['approved', 'pending', 'rejected'] as const;
export const testimonialListQuery = z.object({
  status: z.enum(testimonialStatuses, { error: 'status must be approved, pending or rejected' }).optional(),
});

const teamImage = z.object({ url: imageUrl('image.url', { optional: true }) }, { error: 'image must be { url }' });

export const teamMemberCreateSchema = z.object({
  name: requiredText('name', 100),
  role: requiredText('role', 100),
  description: optionalText('description', 2000).default(''),
  image: teamImage.default({ url: '' }),
  isActive: trueOrFalse('isActive').default(true),
  order: wholeNumber('order', 0, 10_000).default(0),
});

export const teamMemberUpdateSchema = z
  .object({
    name: requiredText('name', 100).optional(),
    role: requiredText('role', 100).optional(),
    description: optionalText('description', 2000).optional(),
    image: teamImage.optional(),
    isActive: trueOrFalse('isActive').optional(),
    order: wholeNumber('order', 0, 10_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);

// ---------------------------------------------------------------------------------------------
// Business details and stores

const businessParts = businessDetailsSchema.shape;

/** Each part is replaced whole, checked with the same schema the public call is read with. */
export const businessDetailsUpdateSchema = z
  .object({
    company: businessParts.company.extend({ name: requiredText('company.name', 120) }).optional(),
    contact: businessParts.contact.optional(),
    location: businessParts.location.optional(),
    socialMedia: businessParts.socialMedia.optional(),
    logos: businessParts.logos.optional(),
    multiStore: z
      .object({
        enabled: trueOrFalse('multiStore.enabled').optional(),
        defaultStore: z.string({ error: 'multiStore.defaultStore must be a store id or null' }).max(64).nullable().optional(),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);
export type BusinessDetailsUpdate = z.infer<typeof businessDetailsUpdateSchema>;

const storeParts = storeSchema.shape;

export const storeCreateSchema = z.object({
  storeName: requiredText('storeName', 120),
  storeType: storeParts.storeType.default('retail'),
  location: storeParts.location,
  contact: storeParts.contact,
  operatingHours: operatingHoursSchema.default(fallbackOperatingHours),
  status: storeParts.status.default('active'),
  position: wholeNumber('position', 0, 10_000).optional(),
});

export const storeUpdateSchema = z
  .object({
    storeName: requiredText('storeName', 120).optional(),
    storeType: storeParts.storeType.optional(),
    location: storeParts.location.optional(),
    contact: storeParts.contact.optional(),
    operatingHours: operatingHoursSchema.optional(),
    status: storeParts.status.optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);

// ---------------------------------------------------------------------------------------------
// Journal

const blogFields = {
  excerpt: optionalText('excerpt', 1000),
  metaDescription: optionalText('metaDescription', 300),
  content: optionalText('content', 200_000),
  imageUrl: imageUrl('imageUrl', { optional: true }),
  author: optionalText('author', 100),
  category: textList('category', 10, 60),
  tags: textList('tags', 30, 60),
  featured: trueOrFalse('featured'),
  readTime: wholeNumber('readTime', 1, 600),
};

export const blogListQuery = z.object({ status: statusSchema().optional(), ...paginationQuery });

export const blogPostCreateSchema = z.object({
  title: requiredText('title', 200),
  excerpt: blogFields.excerpt.default(''),
  metaDescription: blogFields.metaDescription.default(''),
  content: blogFields.content.default(''),
  imageUrl: blogFields.imageUrl.default(''),
  author: blogFields.author.default(''),
  category: blogFields.category.default([]),
  tags: blogFields.tags.default([]),
  featured: blogFields.featured.default(false),
  status: statusSchema().default('draft'),
  readTime: blogFields.readTime.default(5),
});

export const blogPostUpdateSchema = z
  .object({
    title: requiredText('title', 200).optional(),
    excerpt: blogFields.excerpt.optional(),
    metaDescription: blogFields.metaDescription.optional(),
    content: blogFields.content.optional(),
    imageUrl: blogFields.imageUrl.optional(),
    author: blogFields.author.optional(),
    category: blogFields.category.optional(),
    tags: blogFields.tags.optional(),
    readTime: blogFields.readTime.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), productMessages.nothingToChange);

export const featureBody = z.object({ featured: trueOrFalse('featured') });

// ---------------------------------------------------------------------------------------------
// Orders

/** A day (YYYY-MM-DD, the whole day in UTC) or an exact ISO date and time. */
const dayOrInstant = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .trim()
    .refine(
      (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success) && !Number.isNaN(Date.parse(text)),
      `${field} must be a date such as 2026-11-21, or a date and time such as 2026-11-21T09:00:00+05:00`,
    );

export const orderListQuery = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of: ${orderStatuses.join(', ')}` }).optional(),
  from: dayOrInstant('from').optional(),
  to: dayOrInstant('to').optional(),
  q: optionalText('q', 100).optional(),
  /** The customer's trust level now (customer-trust.ts). */
  risk: z.enum(riskLevels, { error: `risk must be one of: ${riskLevels.join(', ')}` }).optional(),
  ...paginationQuery,
});

export const orderExportQuery = z.object({ from: dayOrInstant('from').optional() });

export const orderStatusMessages = {
  reasonRequired: 'reason is required to cancel an order',
  returnReasonRequired: 'reason is required to record a return: why did the parcel come back?',
  restockRequired: 'restock is required with Returned: true puts the units back in stock, false keeps them out',
  restockWithCancel: "restock cannot be false with Cancelled: a cancelled order's units always go back to stock",
  courierRequired: 'courier is required to ship an order',
  trackingNumberRequired: 'trackingNumber is required to ship an order',
  trackingNumberFormat: 'trackingNumber may hold letters, digits, spaces, dashes and slashes, at most 60',
  onlyWithShipped: (field: string) => `${field} is only taken with status Shipped`,
  onlyWithReturned: (field: string) => `${field} is only taken with status Returned`,
} as const;

/** docs/product.md §4: what the owner sends to move an order; the status decides which of the other fields it needs. */
export const orderStatusBody = z
  .object({
    status: z.enum(orderStatuses, { error: `status must be one of: ${orderStatuses.join(', ')}` }),
    /** With Cancelled and Returned: why (for a return, one of returnReasons or any text). */
    reason: optionalText('reason', CANCEL_REASON_MAX).optional(),
    /** With Shipped: the courier's name, one of the delivery settings' couriers, and the parcel's number. */
    courier: optionalText('courier', 40).optional(),
    trackingNumber: optionalText('trackingNumber', 60)
      .regex(/^[A-Za-z0-9 /-]*$/, orderStatusMessages.trackingNumberFormat)
      .optional(),
    /** With Returned: whether the units go back on the shelf (Cancelled always puts them back). */
    restock: z.boolean({ error: 'restock must be true or false' }).optional(),
    /** With Returned from Delivered: the cash given back, in rupees (0 when none). */
    refund: rupeesAmountSchema.optional(),
  })
  .superRefine((body, context) => {
    const refuse = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (body.status === 'Cancelled' && !body.reason) refuse('reason', orderStatusMessages.reasonRequired);
    if (body.status === 'Cancelled' && body.restock === false) refuse('restock', orderStatusMessages.restockWithCancel);
    if (body.status === 'Returned' && !body.reason) refuse('reason', orderStatusMessages.returnReasonRequired);
    if (body.status === 'Returned' && body.restock === undefined) refuse('restock', orderStatusMessages.restockRequired);
    if (body.status === 'Shipped') {
      if (!body.courier) refuse('courier', orderStatusMessages.courierRequired);
      if (!body.trackingNumber) refuse('trackingNumber', orderStatusMessages.trackingNumberRequired);
    } else {
      for (const field of ['courier', 'trackingNumber'] as const) if (body[field] !== undefined) refuse(field, orderStatusMessages.onlyWithShipped(field));
    }
    if (body.status !== 'Returned' && body.refund !== undefined) refuse('refund', orderStatusMessages.onlyWithReturned('refund'));
    if (body.status !== 'Returned' && body.status !== 'Cancelled' && body.restock !== undefined) {
      refuse('restock', 'restock is only taken with status Returned or Cancelled');
    }
  });
export type OrderStatusRequest = z.infer<typeof orderStatusBody>;

/** GET /api/admin/reports/summary: the period, both ends taken as whole days when given as days (default: the last 30 days). */
export const reportSummaryQuery = z.object({ from: dayOrInstant('from').optional(), to: dayOrInstant('to').optional() });

export const courierSchema = z.object({
  name: requiredText('name', 40),
  trackingUrlTemplate: z
    .string({ error: 'trackingUrlTemplate must be text or null' })
    .trim()
    .max(300, 'trackingUrlTemplate can be at most 300 characters long')
    .refine(
      (template) => template === '' || (/^https?:\/\/[^\s]+$/.test(template) && template.includes('{tracking}')),
      'trackingUrlTemplate must be an http(s) link with {tracking} where the tracking number goes, e.g. https://example.pk/track?cn={tracking}',
    )
    .nullish()
    .transform((template) => template || null),
});

/** The couriers of the delivery settings: at least one, each name once (docs/product.md §3). */
export const couriersSchema = z
  .array(courierSchema, { error: 'couriers must be a list' })
  .min(1, 'couriers must name at least one courier')
  .max(30, 'couriers can hold at most 30 couriers')
  .superRefine((couriers, context) => {
    const seen = new Set<string>();
    for (const [index, courier] of couriers.entries()) {
      const key = courier.name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `couriers: ${courier.name} is listed twice` });
      seen.add(key);
    }
  });

const deliveryDayCount = (name: 'min' | 'max') =>
  z
    .number({ error: `deliveryDays.${name} must be a number of working days` })
    .int(`deliveryDays.${name} must be a whole number of working days`)
    .min(1, `deliveryDays.${name} must be at least 1 working day`)
    .max(MAX_DELIVERY_DAYS, `deliveryDays.${name} can be at most ${MAX_DELIVERY_DAYS} working days`);

/** The delivery time promised to customers, in working days (docs/product.md §3 Delivery settings). */
export const deliveryDaysSchema = z
  .object({ min: deliveryDayCount('min'), max: deliveryDayCount('max') }, { error: 'deliveryDays must be { min, max }' })
  .refine((days) => days.min <= days.max, { message: 'The longest delivery time cannot be shorter than the shortest', path: ['max'] });

// ---------------------------------------------------------------------------------------------
// Reviews

export const reviewListQuery = z.object({
  productId: optionalText('productId', 64).optional(),
  dealId: optionalText('dealId', 64).optional(),
  hidden: booleanQuery('hidden').optional(),
  /** true: the shop has replied; false: no reply yet. */
  answered: booleanQuery('answered').optional(),
  ...paginationQuery,
});

export const REPLY_TEXT_MAX = 2000;
export const DEFAULT_REPLY_AUTHOR = 'Admin';

export const reviewReplySchema = z.object({
  content: requiredText('content', REPLY_TEXT_MAX),
  author: optionalText('author', 60)
    .transform((author) => author || DEFAULT_REPLY_AUTHOR)
    .default(DEFAULT_REPLY_AUTHOR),
});

export const reviewReplyUpdateSchema = z
  .object({
    content: requiredText('content', REPLY_TEXT_MAX).optional(),
    author: optionalText('author', 60)
      .transform((author) => author || DEFAULT_REPLY_AUTHOR)
      .optional(),
  })
  .refine((body) => body.content !== undefined || body.author !== undefined, productMessages.nothingToChange);

// ---------------------------------------------------------------------------------------------
// Messages and audit

export const contactMessageListQuery = z.object({ handled: booleanQuery('handled').optional(), ...paginationQuery });
/** An empty body means handled. */
export const handledBody = z
  .object({ handled: trueOrFalse('handled').default(true) })
  .nullish()
  .transform((body) => ({ handled: body?.handled ?? true }));

export const auditListQuery = z.object({
  entity: optionalText('entity', 60).optional(),
  entityId: optionalText('entityId', 64).optional(),
  /** Who made the change: the admin's account id, or their email (any case). */
  actor: optionalText('actor', 254).optional(),
  /** What was done, as the entries spell it: create, update, status, stock, delete… */
  action: optionalText('action', 60).optional(),
  ...paginationQuery,
});

// ---------------------------------------------------------------------------------------------
// Shop settings

/**
 * The owner's console counts a product as low on stock at or below this many units. It is the
 * owner's own warning, apart from the shopper's 'Only n left!' label (stock.ts).
 */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;

/** The most hours an order may be held unconfirmed by the setting (30 days); 0 holds it for ever. */
export const UNCONFIRMED_HOLD_HOURS_MAX = 720;

/**
 * PUT /api/admin/shop-settings: the settings to change; those left out keep their value. The trust limits
 * (customer-trust.ts) take 0 as "no limit" and unconfirmedHoldHours 0 as "hold for ever".
 */
export const shopSettingsBody = z
  .object({
    lowStockThreshold: wholeNumber('lowStockThreshold', 0, LOW_STOCK_THRESHOLD_MAX).optional(),
    unconfirmedHoldHours: wholeNumber('unconfirmedHoldHours', 0, UNCONFIRMED_HOLD_HOURS_MAX).optional(),
    newCustomerOpenOrders: wholeNumber('newCustomerOpenOrders', 0, 100).optional(),
    newCustomerMaxOrderRupees: wholeNumber('newCustomerMaxOrderRupees', 0, 10_000_000).optional(),
    newCustomerMaxOrderUnits: wholeNumber('newCustomerMaxOrderUnits', 0, 10_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'lowStockThreshold, unconfirmedHoldHours, newCustomerOpenOrders, newCustomerMaxOrderRupees or newCustomerMaxOrderUnits is required',
    path: ['lowStockThreshold'],
  });
export type ShopSettingsInput = z.infer<typeof shopSettingsBody>;

// ---------------------------------------------------------------------------------------------
// Blocklist (docs/product.md §4 Trust)

export const BLOCK_REASON_MAX = 300;

/** POST /api/admin/blocks: exactly one of phone, email or userId, with the owner's reason. */
export const blockBody = z
  .object({
    phone: z
      .string({ error: 'phone must be text' })
      .trim()
      .max(40, 'phone must be a Pakistani mobile number, e.g. 03001234567')
      .transform((phone, context) => {
        const national = pakistaniMobile(phone);
        if (national) return national;
        context.addIssue({ code: 'custom', message: 'phone must be a Pakistani mobile number, e.g. 03001234567' });
        return z.NEVER;
      })
      .optional(),
    email: z
      .string({ error: 'email must be text' })
      .trim()
      .max(254, 'email must be an email address')
      .email('email must be an email address')
      .transform((email) => email.toLowerCase())
      .optional(),
    userId: z.string({ error: 'userId must be text' }).trim().min(1, 'userId must be an account id').max(64, 'userId must be an account id').optional(),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(1, 'reason is required: why is this customer blocked?')
      .max(BLOCK_REASON_MAX, `reason can be at most ${BLOCK_REASON_MAX} characters long`),
  })
  .superRefine((body, context) => {
    const given = (['phone', 'email', 'userId'] as const).filter((field) => body[field] !== undefined);
    if (given.length !== 1)
      context.addIssue({ code: 'custom', path: [given[1] ?? 'phone'], message: 'phone, email or userId: give exactly one of them to block' });
  });
export type BlockInput = z.infer<typeof blockBody>;

export const uploadFolders = ['banners', 'team', 'journal', 'deals', 'products', 'business'] as const;
export const uploadQuery = z.object({
  folder: z.enum(uploadFolders, { error: `folder must be one of: ${uploadFolders.join(', ')}` }),
});

export const adminReviewMessages = {
  noReply: 'This review has no reply yet',
} as const;
