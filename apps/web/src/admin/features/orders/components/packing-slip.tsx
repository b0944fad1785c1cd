import type { AdminOrderDetail } from '../api/get-order';
import { cashToCollect, placedAt } from '../order-format';
import { orderLineKey, type OrderLine } from '../order-lines';
import { formatShopDateTime } from '../../../lib/shop-time';
import { formatRupees } from '@shop/core/shared/money';

interface PackingSlipProps {
  order: AdminOrderDetail;
  lines: readonly OrderLine[];
  shopName: string;
  shopPhone: string;
}

/**
 * The paper that goes in (or on) the parcel: only printed, never shown on screen. Plain black on white
 * in large type, so a courier reads the address and the cash to collect at a glance.
 */
export function PackingSlip({ order, lines, shopName, shopPhone }: PackingSlipProps) {
  const { address } = order;
  const collect = cashToCollect(order);
  return (
    <section aria-label="Packing slip" className="hidden bg-white p-2 text-black print:block">
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-2xl font-bold">{shopName}</p>
          {shopPhone ? <p className="text-sm">{shopPhone}</p> : null}
        </div>
        <div className="text-right">
          <p className="text-sm uppercase tracking-widest">Packing slip</p>
          <p className="text-2xl font-bold">Order #{order.orderNumber}</p>
          <p className="text-sm">{formatShopDateTime(placedAt(order))}</p>
        </div>
      </header>

      <div className="mt-4 break-words">
        <p className="text-sm uppercase tracking-widest">Deliver to</p>
        <p className="text-xl font-bold">
          {address.firstName} {address.lastName}
        </p>
        <p className="text-lg">{address.street}</p>
        <p className="text-lg">
          {address.city}, {address.state} {address.zipcode}
        </p>
        <p className="text-lg font-bold">Phone: {address.phone}</p>
      </div>

      <table className="mt-5 w-full border-collapse text-left text-base">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="w-16 py-1 pr-3">
              Qty
            </th>
            <th scope="col" className="py-1">
              Item
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) =>
            line.kind === 'product' ? (
              <tr key={orderLineKey(line, index)} className="border-b border-black/30 align-top">
                <td className="py-1 pr-3 font-bold">{line.quantity}</td>
                <td className="py-1">{line.name}</td>
              </tr>
            ) : (
              <tr key={orderLineKey(line, index)} className="border-b border-black/30 align-top">
                <td className="py-1 pr-3 font-bold">{line.quantity}</td>
                <td className="py-1">
                  <p className="font-bold">Deal: {line.name}</p>
                  {/* What to put in the parcel for all of them. */}
                  <ul>
                    {line.products.map((product) => (
                      <li key={product.id}>
                        <span className="font-bold">{product.quantity * line.quantity} ×</span> {product.name}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>

      {order.discountCode !== null ? (
        // The customer was promised this price: the slip says why the cash is less than the items' prices.
        <p className="mt-4 text-base">
          Discount code <span className="font-mono font-bold">{order.discountCode}</span>:{' '}
          {order.discount > 0 ? <span className="font-bold tabular-nums">−{formatRupees(order.discount)}</span> : 'free delivery'}
        </p>
      ) : null}

      <div className="mt-6 border-2 border-black p-4 text-center">
        {collect ? (
          <>
            <p className="text-base uppercase tracking-widest">Cash to collect</p>
            <p className="text-4xl font-bold tabular-nums">{formatRupees(order.amount)}</p>
          </>
        ) : (
          <p className="text-2xl font-bold">{order.payment ? 'Paid: nothing to collect' : 'Nothing to collect'}</p>
        )}
      </div>
    </section>
  );
}
