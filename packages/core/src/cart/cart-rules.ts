import { addableQuantity, CART_LINE_MAX, CART_LINES_MAX, cartLineLimit } from './cart';

/**
 * docs/product.md §5 cart rules as decisions, shared by the visitor cart in the browser and the server's cart:
 * given what is on the line and what the shopper asks for, the line's new quantity and the message.
 * `quantity` null means the request is ignored or refused and the line stays as it was.
 */
export type CartDecision =
  | { outcome: 'set'; quantity: number; message: string }
  | { outcome: 'refused'; quantity: null; message: string; reason: CartRefusal }
  | { outcome: 'ignored'; quantity: null; message: null };

/**
 * Why a change is refused: the item is not for sale (the server answers 404), there is not enough of it
 * (409), or it would be a new line of a cart already full (409).
 */
export type CartRefusal = 'not-found' | 'short' | 'full';

export const cartMessages = {
  productAdded: 'Product added to cart!',
  dealAdded: 'Deal added to cart!',
  productOutOfStock: 'This product is out of stock',
  dealOutOfStock: 'This deal is out of stock',
  dealNotFound: 'Deal not found',
  productNotFound: 'Product not found',
  adjustedToStock: (available: number) => `Quantity adjusted to available stock: ${available}`,
  dealOnlyAvailable: (available: number) => `Only ${available} items available for this deal`,
  lineLimit: `You can have at most ${CART_LINE_MAX} of one item in your cart`,
  cartFull: `Your cart holds ${CART_LINES_MAX} different products and deals, the most it can. Please remove one first.`,
  updated: 'Cart updated',
  removed: 'Item removed from cart',
} as const;

const ignored: CartDecision = { outcome: 'ignored', quantity: null, message: null };
const refuse = (message: string, reason: CartRefusal = 'short'): CartDecision => ({ outcome: 'refused', quantity: null, message, reason });

interface LineRequest {
  inCart: number;
  requested: number;
  /** Units in stock; undefined when the item does not exist (or is not for sale). */
  stock: number | undefined;
}

/**
 * A cart holds at most CART_LINES_MAX different products and deals (the merge and an order carry no
 * more): a new line for a full cart is refused, a line already in it may change. Null when allowed.
 */
export function refuseNewLineOfFullCart(cart: { products: Record<string, number>; deals: Record<string, number> }, inCart: number): CartDecision | null {
  if (inCart > 0) return null;
  const lines = Object.keys(cart.products).length + Object.keys(cart.deals).length;
  return lines >= CART_LINES_MAX ? refuse(cartMessages.cartFull, 'full') : null;
}

/** Adding a product: refused at stock 0, trimmed to stock and the line limit. */
export function decideProductAdd({ inCart, requested, stock }: LineRequest): CartDecision {
  if (!Number.isFinite(requested) || requested < 1) return ignored;
  if (stock === undefined) return refuse(cartMessages.productNotFound, 'not-found');
  if (stock <= 0) return refuse(cartMessages.productOutOfStock);
  const adding = addableQuantity({ inCart, requested, stock });
  if (adding === 0) {
    return inCart >= stock ? refuse(cartMessages.adjustedToStock(stock)) : refuse(cartMessages.lineLimit);
  }
  const quantity = inCart + adding;
  if (adding < Math.floor(requested)) {
    return { outcome: 'set', quantity, message: quantity >= stock ? cartMessages.adjustedToStock(quantity) : cartMessages.lineLimit };
  }
  return { outcome: 'set', quantity, message: cartMessages.productAdded };
}

/** Adding a deal: refused when out of stock or when the line would pass the deal's own stock. */
export function decideDealAdd({ inCart, requested, stock }: LineRequest): CartDecision {
  if (!Number.isFinite(requested) || requested < 1) return ignored;
  if (stock === undefined) return refuse(cartMessages.dealNotFound, 'not-found');
  if (stock <= 0) return refuse(cartMessages.dealOutOfStock);
  const wanted = Math.floor(requested);
  if (inCart + wanted > stock) return refuse(cartMessages.dealOnlyAvailable(stock));
  if (inCart + wanted > CART_LINE_MAX) return refuse(cartMessages.lineLimit);
  return { outcome: 'set', quantity: inCart + wanted, message: cartMessages.dealAdded };
}

/** Setting a product line: 0 removes it, below 0 is ignored, above the limits is trimmed. */
export function decideProductUpdate({ requested, stock }: Omit<LineRequest, 'inCart'>): CartDecision {
  if (!Number.isFinite(requested) || requested < 0) return ignored;
  const wanted = Math.floor(requested);
  if (wanted === 0) return { outcome: 'set', quantity: 0, message: cartMessages.removed };
  if (stock === undefined) return refuse(cartMessages.productNotFound, 'not-found');
  if (stock <= 0) return refuse(cartMessages.productOutOfStock);
  const limit = cartLineLimit(stock);
  if (wanted > limit) {
    return { outcome: 'set', quantity: limit, message: limit === stock ? cartMessages.adjustedToStock(limit) : cartMessages.lineLimit };
  }
  return { outcome: 'set', quantity: wanted, message: cartMessages.updated };
}

/** Setting a deal line: 0 removes it, below 0 is ignored, above the deal's stock is refused. */
export function decideDealUpdate({ requested, stock }: Omit<LineRequest, 'inCart'>): CartDecision {
  if (!Number.isFinite(requested) || requested < 0) return ignored;
  const wanted = Math.floor(requested);
  if (wanted === 0) return { outcome: 'set', quantity: 0, message: cartMessages.removed };
  if (stock === undefined) return refuse(cartMessages.dealNotFound, 'not-found');
  if (stock <= 0) return refuse(cartMessages.dealOutOfStock);
  if (wanted > stock) return refuse(cartMessages.dealOnlyAvailable(stock));
  if (wanted > CART_LINE_MAX) return refuse(cartMessages.lineLimit);
  return { outcome: 'set', quantity: wanted, message: cartMessages.updated };
}
