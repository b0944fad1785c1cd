import type { addToCart } from '@shop/core/cart/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { StoredCart } from '../../lib/storage';
import { lastMergeStatus, readAccountCart, writeAccountCart } from './api/get-cart';
import { cartKeys } from './api/query-keys';

export type CartSection = keyof StoredCart;

/** One line change sent to the server, and what the line shows until the server answers. */
export interface CartLineChange {
  userId: string;
  /** The product's or deal's id. */
  id: string;
  /** What the call sends: units to add, or the line's new quantity (0 removes it). */
  quantity: number;
  /** The line's quantity once the change is made, decided with docs/product.md §5's rules on the cart as it was. */
  expected: number;
}

/**
 * docs/product.md §7 POST /api/cart/add, /update, /add-deal and /update-deal answer alike: the whole cart and
 * docs/product.md §8's text for what happened, e.g. 'Product added to cart!' or 'Quantity adjusted to available
 * stock: 3'. The server applies docs/product.md §5's limits with the stock it has, and refuses with 404
 * (CART_ITEM_NOT_FOUND) or 409 (NOT_ENOUGH_STOCK) and the reason.
 */
export type CartChangeAnswer = EndpointResponse<typeof addToCart>;

export function withLine(cart: StoredCart, section: CartSection, id: string, quantity: number): StoredCart {
  const lines = { ...cart[section] };
  if (quantity > 0) lines[id] = quantity;
  else delete lines[id];
  return { ...cart, [section]: lines };
}

/**
 * docs/product.md §4 Cart: the line changes on screen first, then on the server; the server's cart then becomes
 * the cart, or on failure the line goes back to what it was. The four line calls differ only in the
 * request they send.
 */
export function cartLineMutationOptions(
  queryClient: QueryClient,
  section: CartSection,
  send: (change: CartLineChange) => Promise<CartChangeAnswer>,
): UseMutationOptions<CartChangeAnswer, unknown, CartLineChange, { before: number }> {
  const lineOf = (userId: string, id: string) => readAccountCart(queryClient, userId)[section][id] ?? 0;
  return {
    mutationKey: cartKeys.lineChanges,
    mutationFn: send,
    networkMode: 'always',
    // Synchronous, so that the next action decides on the cart with this line already changed; the
    // caller has waited for any load under way, which would otherwise overwrite it.
    onMutate: ({ userId, id, expected }) => {
      const before = lineOf(userId, id);
      writeAccountCart(queryClient, userId, (cart) => withLine(cart, section, id, expected));
      return { before };
    },
    onSuccess: ({ cartData }, { userId, id }) => {
      // The whole answer becomes the cart unless that would hide something: another change still
      // under way (it brings its own answer) or visitor lines still waiting to be merged.
      const alone = queryClient.isMutating({ mutationKey: cartKeys.lineChanges }) === 1 && lastMergeStatus(queryClient, userId) !== 'error';
      writeAccountCart(queryClient, userId, (cart) => (alone ? cartData : withLine(cart, section, id, cartData[section][id] ?? 0)), alone);
    },
    onError: (_error, { userId, id, expected }, context) => {
      // Put back only what this change wrote: a later change to the same line keeps its own value.
      if (context === undefined || lineOf(userId, id) !== expected) return;
      writeAccountCart(queryClient, userId, (cart) => withLine(cart, section, id, context.before));
    },
  };
}
