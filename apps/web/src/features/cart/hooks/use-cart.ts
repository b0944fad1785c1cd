import { decideDealAdd, decideDealUpdate, decideProductAdd, decideProductUpdate, refuseNewLineOfFullCart, type CartDecision } from '@shop/core/cart/cart-rules';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/auth';
import { clearCart, emptyCart, getCart, getToken, setCart, type StoredCart } from '../../../lib/storage';
import { useAddDealToCart } from '../api/add-deal-to-cart';
import { useAddToCart } from '../api/add-to-cart';
import { accountCartQueryOptions, lastMergeStatus, mergeFilters, readAccountCart, writeAccountCart } from '../api/get-cart';
import { useMergeCart, type MergeCartInput } from '../api/merge-cart';
import { useUpdateCart } from '../api/update-cart';
import { useUpdateCartDeal } from '../api/update-cart-deal';
import { withLine, type CartChangeAnswer, type CartLineChange, type CartSection } from '../cart-line-mutation';
import { countCartItems } from './use-cart-count';
import { syncStatus, useCartLines, type CartLines } from './use-cart-lines';
import { cartKeys } from '../api/query-keys';

export interface CartActionResult {
  /** True when the line changed. */
  ok: boolean;
  /** What to tell the shopper (a toast), or null when the request was ignored. */
  message: string | null;
  /** True when the line changed, but not to what was asked: cut to the stock or to the line limit. */
  adjusted: boolean;
}

/** Adding puts units on top of the line; setting gives the line its new quantity. */
type LineMode = 'add' | 'set';

/** docs/product.md §8 texts for a failed change that the server did not refuse with a reason of its own. */
const failureMessages = {
  addProduct: 'Failed to add product to cart',
  addDeal: 'Failed to add deal to cart',
  updateDeal: 'Failed to update deal quantity',
} as const;

/** The server refused with a reason the shopper can act on ('This product is out of stock', ...). */
const refusalOr = (fallback: string) => (error: unknown) => (isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback);

/** docs/product.md §8: a failed product quantity update shows the error as it came. */
const rawMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Failed to update cart');

/** Read when an action runs, not when the page last rendered: a login may have happened since. */
const currentUserId = () => readSession(getToken())?.userId ?? null;

/** Resolves once no load or merge of `userId`'s cart is under way, so an action never races the cart it brings. */
function untilSettled(queryClient: QueryClient, userId: string): Promise<void> {
  const busy = () => queryClient.isFetching({ queryKey: cartKeys.account(userId), exact: true }) > 0 || queryClient.isMutating(mergeFilters(userId)) > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (busy()) return;
      stopQueries();
      stopMutations();
      resolve();
    };
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const stopMutations = queryClient.getMutationCache().subscribe(check);
  });
}

/** Who the cart belongs to once any load or merge under way has settled: null for a visitor. */
async function settledUserId(queryClient: QueryClient): Promise<string | null> {
  const userId = currentUserId();
  if (userId !== null) await untilSettled(queryClient, userId);
  return currentUserId();
}

/**
 * The cart an action decides on. Read after the last await, in the same step as the change it
 * leads to, so that two actions started together each see the other's line.
 */
const cartOf = (queryClient: QueryClient, userId: string | null): StoredCart => (userId === null ? getCart() : readAccountCart(queryClient, userId));

type SendChange = (change: CartLineChange) => Promise<CartChangeAnswer>;

export interface Cart extends CartLines {
  /** Every unit of every line: the header badge's number. */
  itemCount: number;
  addProduct(productId: string, requested: number, stock: number | undefined): Promise<CartActionResult>;
  setProductQuantity(productId: string, requested: number, stock: number | undefined): Promise<CartActionResult>;
  addDeal(dealId: string, requested: number, stock: number | undefined): Promise<CartActionResult>;
  setDealQuantity(dealId: string, requested: number, stock: number | undefined): Promise<CartActionResult>;
  /**
   * Loads the logged-in shopper's cart from the server again (or retries a failed merge); resolves
   * with whether the cart is now in sync. A visitor's cart is always in sync.
   */
  reload(): Promise<boolean>;
  /** The server empties the account's cart in the same step that places the order; this follows. */
  clearAfterOrder(): void;
}

/**
 * The shopper's cart (docs/product.md §3's products and deals maps) and what changes it, with docs/product.md §5's rules
 * from packages/core. The same for everyone: a visitor's cart lives on the device, a logged-in
 * shopper's on the server, each change shown at once and put back if the server refuses it (docs/product.md
 * §4 Cart). Every action reports its outcome for the caller to show.
 */
export function useCart(): Cart {
  const queryClient = useQueryClient();
  const cartLines = useCartLines();
  const { mutateAsync: addToCart } = useAddToCart();
  const { mutateAsync: updateProduct } = useUpdateCart();
  const { mutateAsync: addDealToCart } = useAddDealToCart();
  const { mutateAsync: updateDeal } = useUpdateCartDeal();
  const { mutateAsync: merge } = useMergeCart();

  const actions = useMemo(() => {
    /**
     * Decides with docs/product.md §5's rules on the cart as it is, then changes the device's cart or the
     * server's. Whether the line became what was asked is read from the line itself, as the server left it.
     */
    async function change(
      section: CartSection,
      id: string,
      { mode, requested }: { mode: LineMode; requested: number },
      decide: (inCart: number) => CartDecision,
      send: SendChange,
      failureMessage: (error: unknown) => string,
    ): Promise<CartActionResult> {
      const userId = await settledUserId(queryClient);
      const cart = cartOf(queryClient, userId);
      const inCart = cart[section][id] ?? 0;
      const decision = (requested > 0 ? refuseNewLineOfFullCart(cart, inCart) : null) ?? decide(inCart);
      if (decision.outcome !== 'set') return { ok: false, message: decision.message, adjusted: false };
      const asked = (mode === 'add' ? inCart : 0) + Math.floor(requested);
      if (userId === null) {
        setCart(withLine(cart, section, id, decision.quantity));
        return { ok: true, message: decision.message, adjusted: decision.quantity !== asked };
      }
      try {
        const { message, cartData } = await send({ userId, id, quantity: requested, expected: decision.quantity });
        return { ok: true, message, adjusted: (cartData[section][id] ?? 0) !== asked };
      } catch (error) {
        return { ok: false, message: failureMessage(error), adjusted: false };
      }
    }

    return {
      addProduct: (productId: string, requested: number, stock: number | undefined) =>
        change(
          'products',
          productId,
          { mode: 'add', requested },
          (inCart) => decideProductAdd({ inCart, requested, stock }),
          addToCart,
          refusalOr(failureMessages.addProduct),
        ),
      setProductQuantity: (productId: string, requested: number, stock: number | undefined) =>
        change('products', productId, { mode: 'set', requested }, () => decideProductUpdate({ requested, stock }), updateProduct, rawMessage),
      addDeal: (dealId: string, requested: number, stock: number | undefined) =>
        change(
          'deals',
          dealId,
          { mode: 'add', requested },
          (inCart) => decideDealAdd({ inCart, requested, stock }),
          addDealToCart,
          refusalOr(failureMessages.addDeal),
        ),
      setDealQuantity: (dealId: string, requested: number, stock: number | undefined) =>
        change('deals', dealId, { mode: 'set', requested }, () => decideDealUpdate({ requested, stock }), updateDeal, refusalOr(failureMessages.updateDeal)),

      async reload() {
        const userId = currentUserId();
        if (userId === null) return true;
        await untilSettled(queryClient, userId);
        const lastMerge = queryClient.getMutationCache().findAll(mergeFilters(userId)).at(-1);
        await (
          lastMerge?.state.status === 'error'
            ? merge(lastMerge.state.variables as MergeCartInput)
            : queryClient.fetchQuery({ ...accountCartQueryOptions(userId), staleTime: 0 })
        ).catch(() => undefined);
        return syncStatus(lastMergeStatus(queryClient, userId), queryClient.getQueryState(cartKeys.account(userId))) === 'ready';
      },

      clearAfterOrder() {
        const userId = currentUserId();
        if (userId !== null) writeAccountCart(queryClient, userId, () => emptyCart, true);
        clearCart();
      },
    };
  }, [queryClient, addToCart, updateProduct, addDealToCart, updateDeal, merge]);

  return { ...cartLines, itemCount: countCartItems(cartLines.lines), ...actions };
}
