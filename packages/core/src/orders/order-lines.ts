/**
 * docs/product.md §3 Order line: an order as the customer bought it. The order's stored items expand a
 * deal into its products, each with a share of the deal's price (so stock and reports count products);
 * these functions put each deal back together as one line: the deal's name, picture, price per deal,
 * how many deals were bought and the products one deal contained. Money in integer paisa.
 */

import { paisa, type Paisa } from '../shared/money';

/** One stored item of an order (order_items), as far as the lines need it. */
export interface StoredOrderItem {
  /** The product's id (or the item's own id when the product was deleted). */
  id: string;
  name: string;
  image: string;
  /** The item's price per unit: a deal's items carry their share of the deal's price. */
  unitPrice: Paisa;
  quantity: number;
  isFromDeal: boolean;
  dealId: string | null;
  dealName: string | null;
  dealImage: string | null;
  /** How many deals this item came from; null on items stored before it was kept. */
  dealQuantity: number | null;
  /** What one deal cost when it was bought; null on items stored before it was kept. */
  dealPrice: Paisa | null;
}

export interface ProductOrderLine {
  kind: 'product';
  id: string;
  name: string;
  image: string;
  /** Per unit. */
  price: Paisa;
  quantity: number;
}

export interface DealOrderLineProduct {
  id: string;
  name: string;
  /** How many of it one deal contains. */
  quantity: number;
  image: string;
}

export interface DealOrderLine {
  kind: 'deal';
  /** Null when the deal has since been deleted. */
  dealId: string | null;
  name: string;
  image: string;
  /** What one deal cost. */
  price: Paisa;
  /** How many deals were bought. */
  quantity: number;
  products: DealOrderLineProduct[];
}

export type OrderLine = ProductOrderLine | DealOrderLine;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A run of one deal's items stored for one purchase of it (an order normally holds one run per deal). */
interface DealRun {
  items: StoredOrderItem[];
}

/** Splits a deal's items into runs: a product seen again starts the next run (a deal never holds a product twice). */
function runsOf(items: readonly StoredOrderItem[]): DealRun[] {
  const runs: DealRun[] = [];
  let seen = new Set<string>();
  for (const item of items) {
    if (runs.length === 0 || seen.has(item.id)) {
      runs.push({ items: [] });
      seen = new Set();
    }
    seen.add(item.id);
    runs[runs.length - 1]!.items.push(item);
  }
  return runs;
}

/** Deals bought in a run: as stored, else the largest number that divides every item's quantity. */
function dealsInRun(run: DealRun): number {
  const stored = run.items.find((item) => item.dealQuantity !== null && item.dealQuantity > 0)?.dealQuantity;
  if (stored) return stored;
  return Math.max(
    1,
    run.items.reduce((divisor, item) => gcd(divisor, item.quantity), 0),
  );
}

/** What a run was charged: the deal's price × deals when it was kept, else its items' shares added up. */
function chargedForRun(run: DealRun, deals: number): number {
  const dealPrice = run.items.find((item) => item.dealPrice !== null)?.dealPrice;
  if (dealPrice !== undefined && dealPrice !== null) return dealPrice * deals;
  return run.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}

function dealLine(items: readonly StoredOrderItem[]): DealOrderLine {
  const first = items[0]!;
  const runs = runsOf(items);
  let quantity = 0;
  let charged = 0;
  for (const run of runs) {
    const deals = dealsInRun(run);
    quantity += deals;
    charged += chargedForRun(run, deals);
  }
  const products = new Map<string, DealOrderLineProduct & { units: number }>();
  for (const item of items) {
    const product = products.get(item.id);
    if (product) product.units += item.quantity;
    else products.set(item.id, { id: item.id, name: item.name, image: item.image, quantity: 0, units: item.quantity });
  }
  return {
    kind: 'deal',
    dealId: first.dealId,
    name: first.dealName || 'Deal',
    image: first.dealImage || first.image,
    // Exact for every order the shop stores: the deal's own price, or the shares of a whole number of deals.
    price: paisa(Math.round(charged / quantity)),
    quantity,
    products: [...products.values()].map(({ units, ...product }) => ({ ...product, quantity: Math.max(1, Math.round(units / quantity)) })),
  };
}

/**
 * The order's lines in the order they were stored: each product item is a line; all items of one deal
 * (by its id, or its name once the deal is deleted) are one deal line, where the deal's first item was.
 */
export function groupOrderLines(items: readonly StoredOrderItem[]): OrderLine[] {
  const slots: (ProductOrderLine | { dealKey: string })[] = [];
  const dealItems = new Map<string, StoredOrderItem[]>();
  for (const item of items) {
    if (!item.isFromDeal) {
      slots.push({ kind: 'product', id: item.id, name: item.name, image: item.image, price: item.unitPrice, quantity: item.quantity });
      continue;
    }
    const dealKey = item.dealId ? `id:${item.dealId}` : `name:${item.dealName ?? ''}`;
    const group = dealItems.get(dealKey);
    if (group) group.push(item);
    else {
      dealItems.set(dealKey, [item]);
      slots.push({ dealKey });
    }
  }
  return slots.map((slot) => ('dealKey' in slot ? dealLine(dealItems.get(slot.dealKey)!) : slot));
}

/** What the lines cost together: the order's subtotal. */
export function orderLinesTotal(lines: readonly OrderLine[]): Paisa {
  return paisa(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}
