/**
 * docs/product.md §7: the steps of an order whose time a date filter can ask about, as the reports
 * count them: placed by its creation, confirmed, shipped, delivered and returned by when that happened
 * (whatever the order's status now), cancelled by when it was cancelled and only while it stays
 * Cancelled. The order list's `on` says which one `from` and `to` apply to (placed when left out).
 */
export const orderSteps = ['placed', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled'] as const;

export type OrderStep = (typeof orderSteps)[number];

export const orderStepLabels: Record<OrderStep, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

export function orderStepFromParam(value: string | null | undefined): OrderStep | undefined {
  return (orderSteps as readonly string[]).includes(value ?? '') ? (value as OrderStep) : undefined;
}
