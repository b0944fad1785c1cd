import { z } from './zod';
import { publicationStatuses } from './admin-field-schemas';

/**
 * What the admin API sends, as schemas: the admin contracts serialise answers through them, and the types below
 * are read off them. Same docs/product.md §3 field names as the public calls, money in rupees, plus what only the
 * owner sees: drafts, hidden reviews, customers' emails, positions.
 */

export const publicationStatus = z.enum(publicationStatuses);

/** Lists come as { success, <name>: [...], total, limit, offset }. */
export const pageInfoSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number() });

export type PageInfo = z.infer<typeof pageInfoSchema>;
