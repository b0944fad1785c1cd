import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';

/** Ids are opaque: any text up to 200 characters is looked up, and a miss is a 404. */
export const idParams = z.object({ id: z.string().min(1).max(200) });

/** The admin making the request; routes.ts already refused everyone else in onRequest. */
export async function adminId(request: FastifyRequest): Promise<string> {
  return (await requireAdmin(request)).id;
}

/** LIKE's own wildcards in what the owner typed are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for values starting with `text` (an order number). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** OpenAPI metadata for an admin route: its group and one line on what it does. */
export function doc(tag: string, summary: string) {
  return { tags: [`Admin: ${tag}`], summary };
}
