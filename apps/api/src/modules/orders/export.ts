import { paisaToRupees } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { itemsOfOrders, ordersPlacedSince } from './repository';
import { rangeStart } from './date-range';

const DAY_MS = 86_400_000;
const EXPORT_DAYS_BY_DEFAULT = 30;

/** Where an export starts: the day asked for, or 30 days before now. */
export function exportStart(from: string | undefined, now: Date): Date {
  return from ? rangeStart(from) : new Date(now.getTime() - EXPORT_DAYS_BY_DEFAULT * DAY_MS);
}

/**
 * Orders placed since a moment, oldest first, as CSV: the admin API's download and the command line's
 * export. Each row carries its status, courier, tracking number and the times it moved on (ISO 8601);
 * the amounts are rupees, written as numbers for the spreadsheet to add up.
 */
export async function exportOrders(db: Queryable, since: Date): Promise<string> {
  const rows = await ordersPlacedSince(db, since);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return toCsv(
    [
      'order_number',
      'order_id',
      'placed_at',
      'status',
      'customer_email',
      'name',
      'phone',
      'city',
      'items',
      'subtotal',
      'delivery',
      'total',
      'cancellation_reason',
      'courier',
      'tracking_number',
      'confirmed_at',
      'shipped_at',
      'delivered_at',
      'returned_at',
      'return_reason',
      'refund',
    ],
    rows.map(({ order, email }) => [
      order.id.slice(0, 7),
      order.id,
      order.createdAt.toISOString(),
      order.status,
      email,
      `${order.address.firstName} ${order.address.lastName}`,
      order.address.phone,
      order.address.city,
      items
        .filter((item) => item.orderId === order.id)
        .map((item) => `${item.quantity} x ${item.name}`)
        .join('; '),
      paisaToRupees(order.subtotalPaisa),
      paisaToRupees(order.deliveryChargePaisa),
      paisaToRupees(order.amountPaisa),
      order.cancellationReason ?? '',
      order.courier ?? '',
      order.trackingNumber ?? '',
      order.confirmedAt?.toISOString() ?? '',
      order.shippedAt?.toISOString() ?? '',
      order.deliveredAt?.toISOString() ?? '',
      order.returnedAt?.toISOString() ?? '',
      order.returnReason ?? '',
      paisaToRupees(order.refundPaisa),
    ]),
  );
}
