import { cartTotals } from '../cart/cart';
import { deliveryCharge, type DeliverySettings } from '../delivery/delivery';
import type { DiscountableLine, DiscountGranted } from '../discounts/discount-codes';
import { dealTotal, dealUnitPrice, productUnitPrice } from '../catalog/prices';
import { paisa, type Paisa } from '../shared/money';

/** Money in paisa throughout. */
export interface OrderProduct {
  id: string;
  name: string;
  price: Paisa;
  discountPrice: Paisa;
  quantity: number;
  image: string;
  category: string;
}

export interface OrderDealComponent {
  productId: string;
  name: string;
  price: Paisa;
  discountPrice: Paisa;
  /** How many of this product one deal contains. */
  units: number;
  image: string;
  category: string;
}

export interface OrderDeal {
  id: string;
  name: string;
  description: string;
  image: string;
  category: string;
  finalPrice: Paisa;
  quantity: number;
  components: OrderDealComponent[];
}

export interface OrderItemDraft {
  productId: string;
  dealId: string | null;
  name: string;
  unitPrice: Paisa;
  quantity: number;
  image: string;
  category: string;
  isFromDeal: boolean;
  dealName: string | null;
  dealImage: string | null;
  dealDescription: string | null;
  /** What one deal cost, on each item of a deal: the deal line's price (core/orders/order-lines.ts). */
  dealPrice: Paisa | null;
}

export interface PricedOrder {
  items: OrderItemDraft[];
  /** What the lines cost, before the code. */
  subtotal: Paisa;
  /** The code applied, as the shop keeps it, and what it took off the products. */
  discountCode: string | null;
  discount: Paisa;
  deliveryCharge: Paisa;
  /** subtotal − discount + deliveryCharge. */
  total: Paisa;
}

/**
 * Splits one deal's price over its products in proportion to their undiscounted prices, so that each
 * expanded line says what it cost; the last line takes the rounding remainder so the shares add up.
 */
export function splitDealPrice(dealPrice: Paisa, components: readonly Pick<OrderDealComponent, 'price' | 'units'>[]): Paisa[] {
  const weights = components.map((component) => component.price * component.units);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => (weightTotal === 0 ? Math.floor(dealPrice / components.length) : Math.floor((dealPrice * weight) / weightTotal)));
  const remainder = dealPrice - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[shares.length - 1]! += remainder;
  return shares.map(paisa);
}

/**
 * Each deal product's price per unit, from its share of the deal: whole paisa, and adding up to the
 * deal's price exactly whenever the deal holds a product once (that product takes what rounding left).
 * A deal holding every product several times may be off by a few paisa: the deal line's price is then
 * the deal's own price, kept on each item (dealPrice).
 */
export function dealUnitPrices(dealPrice: Paisa, components: readonly Pick<OrderDealComponent, 'price' | 'units'>[]): Paisa[] {
  const shares = splitDealPrice(dealPrice, components);
  const unitPrices: number[] = shares.map((share, index) => Math.floor(share / components[index]!.units));
  const left = dealPrice - unitPrices.reduce((sum, unitPrice, index) => sum + unitPrice * components[index]!.units, 0);
  let single = -1;
  components.forEach((component, index) => {
    if (component.units === 1) single = index;
  });
  if (single >= 0) unitPrices[single]! += left;
  else if (unitPrices.length > 0) unitPrices[unitPrices.length - 1]! += Math.round(left / components[components.length - 1]!.units);
  return unitPrices.map(paisa);
}

/** The order's lines as a discount code reads them: what each product line and each deal line costs in all. */
export function discountableLines(products: readonly OrderProduct[], deals: readonly OrderDeal[]): DiscountableLine[] {
  return [
    ...products.map((product) => ({
      kind: 'product' as const,
      id: product.id,
      category: product.category,
      amount: paisa(productUnitPrice({ price: product.price, discountPrice: product.discountPrice }) * product.quantity),
    })),
    ...deals.map((deal) => ({
      kind: 'deal' as const,
      id: deal.id,
      category: deal.category,
      amount: paisa(dealUnitPrice({ finalPrice: deal.finalPrice, total: dealTotal(deal.components) }) * deal.quantity),
    })),
  ];
}

/**
 * docs/product.md §5 place order, priced by the server: product unit price = discount price when above 0, else
 * price; deal price = final price, else its total (what its products sell for now); deal items expanded to their products with
 * deal quantity × units. The subtotal comes from the same cartTotals the cart page shows; a discount code
 * (already judged: core/discounts/discount-codes.ts) comes off it, and delivery follows the shop's rule on
 * what is left, unless the code makes it free (docs/product.md §4 Discount codes).
 */
export function priceOrder(products: readonly OrderProduct[], deals: readonly OrderDeal[], settings: DeliverySettings, code?: DiscountGranted): PricedOrder {
  const totals = cartTotals(
    [
      ...products.map((product) => ({
        unitPrice: productUnitPrice({ price: product.price, discountPrice: product.discountPrice }),
        originalUnitPrice: product.price,
        quantity: product.quantity,
      })),
      ...deals.map((deal) => {
        const total = dealTotal(deal.components);
        return { unitPrice: dealUnitPrice({ finalPrice: deal.finalPrice, total }), originalUnitPrice: total, quantity: deal.quantity };
      }),
    ],
    settings,
  );
  const discount = paisa(Math.min(code?.discount ?? 0, totals.subtotal));
  const afterCode = paisa(totals.subtotal - discount);
  const charge = totals.itemCount === 0 || code?.freeDelivery ? paisa(0) : deliveryCharge(afterCode, settings);

  const items: OrderItemDraft[] = products.map((product) => ({
    productId: product.id,
    dealId: null,
    name: product.name,
    unitPrice: productUnitPrice({ price: product.price, discountPrice: product.discountPrice }),
    quantity: product.quantity,
    image: product.image,
    category: product.category,
    isFromDeal: false,
    dealName: null,
    dealImage: null,
    dealDescription: null,
    dealPrice: null,
  }));
  for (const deal of deals) {
    const dealPrice = dealUnitPrice({ finalPrice: deal.finalPrice, total: dealTotal(deal.components) });
    const unitPrices = dealUnitPrices(dealPrice, deal.components);
    deal.components.forEach((component, index) => {
      items.push({
        productId: component.productId,
        dealId: deal.id,
        name: component.name,
        unitPrice: unitPrices[index]!,
        quantity: deal.quantity * component.units,
        image: component.image,
        category: component.category || deal.category,
        isFromDeal: true,
        dealName: deal.name,
        dealImage: deal.image,
        dealDescription: deal.description,
        dealPrice,
      });
    });
  }
  return { items, subtotal: totals.subtotal, discountCode: code?.code ?? null, discount, deliveryCharge: charge, total: paisa(afterCode + charge) };
}
