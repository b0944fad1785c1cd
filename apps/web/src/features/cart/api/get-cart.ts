import { ApiError, apiRequest } from '../../../lib/api-client';
import type { StoredCart } from '../../../lib/storage';

/** SPEC §8. */
export const cartLoadErrorMessage = 'Failed to load cart';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLines(value: unknown): Record<string, number> | null {
  if (value === undefined) return {};
  if (!isRecord(value)) return null;
  const lines: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(value)) {
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return null;
    if (quantity > 0) lines[id] = quantity;
  }
  return lines;
}

/**
 * The `cartData` of a cart answer as the cart it describes. An answer without one is refused: taking
 * it as an empty cart would silently wipe the shopper's lines.
 */
export function readCartData(body: unknown, failureMessage: string): StoredCart {
  const cartData = isRecord(body) ? body.cartData : undefined;
  const products = isRecord(cartData) ? readLines(cartData.products) : null;
  const deals = isRecord(cartData) ? readLines(cartData.deals) : null;
  if (!products || !deals) throw new ApiError(200, failureMessage);
  return { products, deals };
}

/** SPEC §7 GET /api/cart/: the logged-in shopper's cart as the server keeps it. */
export async function getAccountCart(): Promise<StoredCart> {
  const body = await apiRequest<unknown>('/api/cart/', { fallbackMessage: cartLoadErrorMessage });
  return readCartData(body, cartLoadErrorMessage);
}
