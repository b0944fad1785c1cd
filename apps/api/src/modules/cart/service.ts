import { CART_LINE_MAX } from '@shop/core/cart';
import { decideDealAdd, decideDealUpdate, decideProductAdd, decideProductUpdate, type CartDecision, type CartRefusal } from '@shop/core/cart-rules';
import { cartErrorCodes } from '@shop/core/contract/cart';
import { isDealLive } from '@shop/core/deal-visibility';
import type { AppContext } from '../../app-context';
import { conflict, notFound, type HttpError } from '../../lib/http-errors';
import type { Queryable } from '../../db/client';
import { dealForCart, lockUser, productForCart, readCart, setDealLine, setProductLine } from './repository';

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
};

async function stockOf(context: AppContext, db: Queryable, kind: Kind, id: string): Promise<number | undefined> {
  if (kind === 'product') return (await productForCart(db, id))?.stock;
  const deal = await dealForCart(db, id);
  return deal && isDealLive({ status: deal.status, startAt: deal.startAt, endAt: deal.endAt }, context.clock.now()) ? deal.stock : undefined;
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
    const stock = await stockOf(context, tx, change.kind, change.id);
    const decision = decide[change.kind][change.mode]({ inCart: lines[change.id] ?? 0, requested: change.quantity, stock });
    if (decision.outcome === 'refused') throw refusalErrors[decision.reason](decision.message);
    if (decision.outcome === 'ignored') return { cartData: cart, message: 'Nothing to change' };
    const write = change.kind === 'product' ? setProductLine : setDealLine;
    await write(tx, userId, change.id, decision.quantity);
    return { cartData: await readCart(tx, userId), message: decision.message };
  });
}

export async function cartOf(context: AppContext, userId: string): Promise<CartData> {
  return readCart(context.db, userId);
}

/**
 * Design decision 7: at login or signup the visitor's cart joins the account's. Quantities are summed,
 * then capped by the limits; unknown or unavailable items are left out. Reports whether anything was cut.
 */
export async function mergeCart(
  context: AppContext,
  userId: string,
  visitor: { products: Record<string, number>; deals: Record<string, number> },
): Promise<{ cartData: CartData; adjusted: boolean }> {
  return context.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const cart = await readCart(tx, userId);
    let adjusted = false;
    for (const kind of ['product', 'deal'] as const) {
      const incoming = kind === 'product' ? visitor.products : visitor.deals;
      const current = kind === 'product' ? cart.products : cart.deals;
      const write = kind === 'product' ? setProductLine : setDealLine;
      for (const [id, requested] of Object.entries(incoming)) {
        const stock = await stockOf(context, tx, kind, id);
        const inCart = current[id] ?? 0;
        const wanted = inCart + requested;
        const decision = decide[kind].update({ inCart: 0, requested: wanted, stock });
        let quantity = decision.outcome === 'set' ? decision.quantity : null;
        // A deal line past its stock is cut to what is left rather than dropped.
        if (quantity === null && stock !== undefined && stock > 0) quantity = Math.min(stock, wanted, CART_LINE_MAX);
        if (quantity === null || quantity === 0) {
          adjusted = true;
          continue;
        }
        if (quantity !== wanted) adjusted = true;
        if (quantity !== inCart) await write(tx, userId, id, quantity);
      }
    }
    return { cartData: await readCart(tx, userId), adjusted };
  });
}
