/** docs/product.md §9 stock thresholds: a product is low below 5, few below 10, limited below 20. */
export const PRODUCT_LOW_STOCK_BELOW = 5;
export const PRODUCT_FEW_STOCK_BELOW = 10;
export const PRODUCT_LIMITED_STOCK_BELOW = 20;
/** docs/product.md §9 stock thresholds: a deal shows its count below 10 and 'Limited' below 20. */
export const DEAL_FEW_STOCK_BELOW = 10;
export const DEAL_LIMITED_STOCK_BELOW = 20;

export type StockLevel = 'out' | 'low' | 'few' | 'limited' | 'in';

export type StockDisplay = {
  level: StockLevel;
  label: string;
  note: string | null;
};

/** Stock counts from storage may be missing, negative or fractional; show them as whole units. */
function wholeUnits(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

function itemsLeft(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} left`;
}

function outOfStock(): StockDisplay {
  return { level: 'out', label: 'Out of Stock', note: null };
}

function limitedItems(): StockDisplay {
  return { level: 'limited', label: 'Limited items left', note: null };
}

/** docs/product.md §4 "Stock display (product)". */
export function productStockDisplay(quantity: number): StockDisplay {
  const count = wholeUnits(quantity);
  if (count === 0) return outOfStock();
  if (count < PRODUCT_LOW_STOCK_BELOW) {
    return { level: 'low', label: `Only ${itemsLeft(count)}!`, note: 'Hurry, low stock' };
  }
  if (count < PRODUCT_FEW_STOCK_BELOW) {
    return { level: 'few', label: itemsLeft(count), note: 'Limited stock available' };
  }
  if (count < PRODUCT_LIMITED_STOCK_BELOW) return limitedItems();
  return { level: 'in', label: 'In Stock', note: 'Available for immediate shipping' };
}

/** One product of a deal as its stock bound needs it; null or undefined when the product no longer exists. */
export type DealProductStock = {
  stock: number;
  unitsPerDeal: number;
  /** False when the product is not for sale (a draft): no deal containing it can be sold. Absent means published. */
  published?: boolean;
};

/**
 * How many of a deal can be sold: its own stock (the bundles the owner set aside), bounded by each
 * product it contains, whose stock covers floor(stock / units per deal) deals (decision 010). A deal
 * with a product that is missing or not published cannot be sold at all: 0.
 */
export function dealAvailableQuantity(dealStock: number, products: readonly (DealProductStock | null | undefined)[]): number {
  return products.reduce<number>((available, product) => {
    if (product == null || product.published === false) return 0;
    const units = wholeUnits(product.unitsPerDeal);
    // A deal that names a product 0 times does not need it (the database refuses such rows).
    if (units === 0) return available;
    return Math.min(available, Math.floor(wholeUnits(product.stock) / units));
  }, wholeUnits(dealStock));
}

/** docs/product.md §4 "Stock display (deal)". */
export function dealStockDisplay(quantity: number): StockDisplay {
  const count = wholeUnits(quantity);
  if (count === 0) return outOfStock();
  if (count < DEAL_FEW_STOCK_BELOW) return { level: 'few', label: itemsLeft(count), note: null };
  if (count < DEAL_LIMITED_STOCK_BELOW) return limitedItems();
  return { level: 'in', label: 'In Stock', note: null };
}
