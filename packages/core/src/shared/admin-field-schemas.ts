import { z } from './zod';

/**
 * Bodies and queries of the admin API (/api/admin/*), in docs/product.md §3's field names. Every message names
 * its field; amounts are rupees (rupeesAmountSchema) and become paisa in the services.
 */

export const publicationStatuses = ['published', 'draft'] as const;

export type PublicationStatus = (typeof publicationStatuses)[number];

export const IMAGES_PER_ITEM_MAX = 12;

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} can be at most ${max} characters long`);

export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} can be at most ${max} characters long`);

export const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const trueOrFalse = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** Images must be our own uploads or an http(s) address: never javascript: or data: URLs. */
export const imageUrl = (field: string, { optional = false } = {}) =>
  z
    .string({ error: `${field} must be an image address` })
    .trim()
    .max(500, `${field} can be at most 500 characters long`)
    .refine((url) => (optional && url === '') || (/^\/uploads\/[\w./-]+$/.test(url) && !url.includes('..')) || /^https?:\/\/[^\s"'<>]+$/i.test(url), {
      message: `${field} must be an /uploads/… path or an http(s) address`,
    });

export const imageList = (field: string) =>
  z
    .array(imageUrl(field), { error: `${field} must be a list of image addresses` })
    .max(IMAGES_PER_ITEM_MAX, `${field} can list at most ${IMAGES_PER_ITEM_MAX} images`);

export const textList = (field: string, maxItems: number, maxLength: number) =>
  z
    .array(requiredText(field, maxLength), { error: `${field} must be a list of texts` })
    .max(maxItems, `${field} can list at most ${maxItems} entries`)
    .refine((items) => new Set(items).size === items.length, `${field} lists the same entry twice`);

/** A link inside the shop ('/collection', '/deal/…'): no other site, no script. */
export const inAppPath = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(300, `${field} can be at most 300 characters long`)
    .refine((path) => path === '' || /^\/(?![/\\])[^\s"'<>]*$/.test(path), `${field} must be a path inside the shop, starting with /`);

export const statusSchema = (field = 'status') => z.enum(publicationStatuses, { error: `${field} must be published or draft` });

export const idSchema = (field: string) => requiredText(field, 64);

export const STOCK_MAX = 1_000_000;

export const stockCount = (field: string) => wholeNumber(field, 0, STOCK_MAX);

/** docs/product.md §3 best-seller spellings: true, false, 1, 0, 'true', 'false', '1' or '0'. */
export const flagInput = (field: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], {
    error: `${field} must be true or false`,
  });

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

export const booleanQuery = (field: string) => z.enum(['true', 'false'], { error: `${field} must be true or false` }).transform((value) => value === 'true');

/** A day (YYYY-MM-DD, the whole day on the shop's clock: core/shared/shop-days.ts) or an exact ISO date and time. */
export const dayOrInstant = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .trim()
    .refine(
      (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success) && !Number.isNaN(Date.parse(text)),
      `${field} must be a date such as 2026-11-21, or a date and time such as 2026-11-21T09:00:00+05:00`,
    );
