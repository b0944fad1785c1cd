import { CART_LINE_MAX, CART_LINES_MAX } from '@shop/core/cart/cart';
import {
  decideDealAdd,
  decideDealUpdate,
  decideProductAdd,
  decideProductUpdate,
  refuseNewLineOfFullCart,
  type CartDecision,
  type CartRefusal,
} from '@shop/core/cart/cart-rules';
import { cartErrorCodes } from '@shop/core/cart/contract';
import { isDealLive } from '@shop/core/deals/deal-visibility';
import type { AppContext } from '../../app-context';
import { conflict, notFound, type HttpError } from '../../lib/http-errors';
import type { Queryable } from '../../db/client';
import { dealsForCart, lockUser, publishedProductStocks, readCart, setDealLine, setProductLine, upsertDealLines, upsertProductLines } from './repository';

export type CartData = Awaited<ReturnType<typeof readCart>>;

export interface CartChange {
  cartData: CartData;
  message: string;
}

type Kind = 'product' | 'deal';
type Mode = 'add' | 'update';

const decide: Record<Kind, Record<Mode, (request: { inCart: number; requested: number; stock: number | undefined }) => CartDecision>> = {
  product: { add: decideProductAdd, update: decideProductUpdate },
  deal: { add: decideDealAdd, update: decideDealUpdate },
};

/** Refusals a shopper can act on: the item is gone (404) or there is not enough of it (409). */
const refusalErrors: Record<CartRefusal, (message: string) => HttpError> = {
  'not-found': (message) => notFound(cartErrorCodes.itemNotFound, message),
  short: (message) => conflict(cartErrorCodes.notEnoughStock, message),
  full: (message) => conflict(cartErrorCodes.cartFull, message),
};

/** The stock of each of `ids` that is for sale (a published product, a live deal), in one query. */
async function stocksForSale(context: AppContext, db: Queryable, kind: Kind, ids: readonly string[]): Promise<Map<string, number>> {
  if (kind === 'product') return publishedProductStocks(db, ids);
  const now = context.clock.now();
  const live = [...(await dealsForCart(db, ids))].filter(([, deal]) => isDealLive(deal, now));
  return new Map(live.map(([id, deal]) => [id, deal.stock]));
}

/** One line call: add to or set a product or deal line; `quantity` is what the request says. */
export interface CartLineChange {
  kind: Kind;
  mode: Mode;
  id: string;
  quantity: number;
}

/** docs/product.md §5 cart rules on the server, with stock and liveness read from the database in the same transaction. */
export async function changeCartLine(context: AppContext, userId: string, change: CartLineChange): Promise<CartChange> {
  return context.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const cart = await readCart(tx, userId);
    const lines = change.kind === 'product' ? cart.products : cart.deals;
    const inCart = lines[change.id] ?? 0;
    const stock = (await stocksForSale(context, tx, change.kind, [change.id])).get(change.id);
    const decision =
      (change.quantity > 0 ? refuseNewLineOfFullCart(cart, inCart) : null) ?? decide[change.kind][change.mode]({ inCart, requested: change.quantity, stock });
    if (decision.outcome === 'refused') throw refusalErrors[decision.reason](decision.message);
    if (decision.outcome === 'ignored') return { cartData: cart, message: 'Nothing to change' };
    const write = change.kind === 'product' ? setProductLine : setDealLine;
    await write(tx, userId, change.id, decision.quantity, context.clock.now());
    return { cartData: await readCart(tx, userId), message: decision.message };
  });
}

export async function cartOf(context: AppContext, userId: string): Promise<CartData> {
  return readCart(context.db, userId);
}

/**
 * Design decision 7 for one kind of line: each of the visitor's lines summed with the account's, then
 * capped by the limits; an item not for sale is left out, and so is a new line once the cart holds
 * CART_LINES_MAX (`room` counts the new lines left, across both kinds). The lines to write, and
 * whether anything was cut.
 */
function mergeLines(
  kind: Kind,
  inCart: Record<string, number>,
  incoming: Record<string, number>,
  stocks: ReadonlyMap<string, number>,
  room: { newLines: number },
) {
  const changed = new Map<string, number>();
  let adjusted = false;
  for (const [id, requested] of Object.entries(incoming)) {
    const stock = stocks.get(id);
    const current = inCart[id] ?? 0;
    const wanted = current + requested;
    const decision = decide[kind].update({ inCart: 0, requested: wanted, stock });
    let quantity = decision.outcome === 'set' ? decision.quantity : null;
    // A deal line past its stock is cut to what is left rather than dropped.
    if (quantity === null && stock !== undefined && stock > 0) quantity = Math.min(stock, wanted, CART_LINE_MAX);
    if (quantity === null || quantity === 0) {
      adjusted = true;
      continue;
    }
    if (current === 0) {
      if (room.newLines === 0) {
        adjusted = true;
        continue;
      }
      room.newLines -= 1;
    }
    if (quantity !== wanted) adjusted = true;
    if (quantity !== current) changed.set(id, quantity);
  }
  return { changed, adjusted };
}

/**
 * Design decision 7: at login or signup the visitor's cart joins the account's. Reports whether anything
 * was cut. However many lines the visitor brings (at most a cart's worth, by the contract), the merge
 * looks them up in one query per kind and writes them in one statement per kind: it holds the account's
 * lock, and on PGlite's one connection every other request, for as long as it runs.
 */
export async function mergeCart(
  context: AppContext,
  userId: string,
  visitor: { products: Record<string, number>; deals: Record<string, number> },
): Promise<{ cartData: CartData; adjusted: boolean }> {
  return context.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const cart = await readCart(tx, userId);
    const room = { newLines: Math.max(0, CART_LINES_MAX - Object.keys(cart.products).length - Object.keys(cart.deals).length) };
    const products = mergeLines('product', cart.products, visitor.products, await stocksForSale(context, tx, 'product', Object.keys(visitor.products)), room);
    const deals = mergeLines('deal', cart.deals, visitor.deals, await stocksForSale(context, tx, 'deal', Object.keys(visitor.deals)), room);
    const now = context.clock.now();
    await upsertProductLines(tx, userId, products.changed, now);
    await upsertDealLines(tx, userId, deals.changed, now);
    // The account is locked: the cart is what was read with what was just written.
    return {
      cartData: {
        products: { ...cart.products, ...Object.fromEntries(products.changed) },
        deals: { ...cart.deals, ...Object.fromEntries(deals.changed) },
      },
      adjusted: products.adjusted || deals.adjusted,
    };
  });
}

// An order empties its customer's cart inside its own transaction.
export { emptyingCart } from './repository';
export {
  cartReminderReport,
  CART_REMINDER_SWEEP_EVERY_MS,
  listAbandonedCarts,
  markingCartRecoveredBy,
  scheduleCartReminderSweep,
  sendCartReminders,
  unsubscribeFromCartReminders,
} from './reminders';
export { cartEmailTemplates } from './emails';
