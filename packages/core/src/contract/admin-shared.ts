import { z } from '../shared/zod';

/** Ids are opaque: any text up to 200 characters is looked up, and a miss is a 404. */
export const adminIdParams = z.object({ id: z.string().min(1).max(200) });

/** Lists come as { success, <name>: [...], total, limit, offset }. */
export const pageInfoShape = { total: z.number(), limit: z.number(), offset: z.number() };

/** The admin calls' OpenAPI groups: "Admin: Products", "Admin: Orders", … */
export const adminTag = (area: string) => `Admin: ${area}`;

/** The stock calls of products and deals: taking away more than there is is refused, saying how many there are. */
export const stockErrorCodes = { notEnoughStock: 'NOT_ENOUGH_STOCK' } as const;
export const notEnoughStockError = { codes: [stockErrorCodes.notEnoughStock], details: z.object({ quantity: z.number() }) } as const;
