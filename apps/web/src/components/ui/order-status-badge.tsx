import { Bike, CircleCheck, CircleDot, CircleX, ClipboardCheck, ClipboardList, Package, Truck, Undo2, type LucideIcon } from 'lucide-react';
import type { OrderStatus } from '@shop/core/orders/cancellation';

// docs/product.md §4 leaves the look of each status open: colours follow the order's progress, from the
// waiting amber of a new order to the brand green of a delivered one; red only for cancelled, and the
// orange of a parcel that came back. The customer's My Orders and the owner's console share them, so both
// read a status alike.
const looks: Record<OrderStatus, { icon: LucideIcon; className: string }> = {
  'Order Placed': { icon: ClipboardList, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  Confirmed: { icon: ClipboardCheck, className: 'bg-teal-50 text-teal-900 ring-teal-200' },
  Packing: { icon: Package, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  Shipped: { icon: Truck, className: 'bg-indigo-50 text-indigo-900 ring-indigo-200' },
  'Out for delivery': { icon: Bike, className: 'bg-violet-50 text-violet-900 ring-violet-200' },
  Delivered: { icon: CircleCheck, className: 'bg-leaf-50 text-leaf-800 ring-leaf-200' },
  Cancelled: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  Returned: { icon: Undo2, className: 'bg-orange-50 text-orange-900 ring-orange-200' },
};

const unknownLook = { icon: CircleDot, className: 'bg-sand text-ink ring-linen' };

/** The icon and colours of a status, shared by the badge and the order's timeline; a status the shop adds later gets a neutral look. */
export function orderStatusLook(status: string): { icon: LucideIcon; className: string } {
  return looks[status as OrderStatus] ?? unknownLook;
}

/**
 * An order's status as a coloured badge with an icon; a status the shop adds later still shows. It keeps
 * to one line and its width beside a long name or in a narrow table column.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const { icon: Icon, className } = orderStatusLook(status);
  return (
    <span
      data-floating-clear
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </span>
  );
}
