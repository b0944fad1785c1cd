import { orderChannelLabels } from '@shop/core/orders/order-channels';
import { formatRupees } from '@shop/core/shared/money';
import type { NewsletterState } from '@shop/core/customers/customers';
import { ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { CustomerRiskBadge } from '../../../components/customer-risk-mark';
import { isAtRisk, riskLabels } from '../../../lib/customer-risk';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import type { CustomerDetail } from '../api/get-customer';

const quiet = 'text-sm text-muted';

/** Orders, delivered, returned, cancelled and the cash collected, as tiles. */
export function CustomerCounts({ customer }: { customer: CustomerDetail }) {
  const tiles = [
    { label: 'Orders', value: String(customer.ordersTotal) },
    { label: 'Delivered', value: String(customer.delivered) },
    { label: 'Returned', value: String(customer.returned) },
    { label: 'Cancelled', value: String(customer.cancelled) },
    { label: 'Cash collected', value: formatRupees(customer.spent) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {tiles.map(({ label, value }) => (
        <div key={label} className="rounded-xl bg-cream/60 px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="break-words text-lg font-semibold tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** docs/product.md §4 Trust: the level the order page shows, in its words, and every reason for it. */
export function CustomerTrust({ trust }: { trust: CustomerDetail['trust'] }) {
  const Icon = trust.level === 'trusted' ? ShieldCheck : UserRound;
  return (
    <div className="space-y-2">
      {isAtRisk(trust.level) ? (
        <CustomerRiskBadge level={trust.level} />
      ) : (
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
          <Icon aria-hidden="true" className={`size-4 ${trust.level === 'trusted' ? 'text-leaf-700' : 'text-muted'}`} />
          {riskLabels[trust.level]}
        </span>
      )}
      {trust.reasons.length > 0 ? (
        <ul aria-label="Why" className="list-disc space-y-1 pl-5 text-sm text-ink">
          {trust.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.text}`} className="break-words">
              {reason.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CustomerOrders({ customer }: { customer: CustomerDetail }) {
  if (customer.orders.length === 0) return <p className={quiet}>No orders yet.</p>;
  return (
    <>
      <ul aria-label="Orders" className="divide-y divide-linen">
        {customer.orders.map((order) => (
          <li key={order._id}>
            <Link
              to={consolePath('orders', {}, order._id)}
              className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 hover:text-leaf-700"
            >
              <span className="min-w-0">
                <span className="font-mono font-semibold">#{order.orderNumber}</span>
                <span className="ml-2 text-sm">{order.status}</span>
                <span className="block text-xs text-muted">
                  {formatShopDateTime(order.createdAt)} · {order.itemsCount} {order.itemsCount === 1 ? 'item' : 'items'} · {orderChannelLabels[order.channel]}
                </span>
              </span>
              <span className="tabular-nums">{formatRupees(order.amount)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {customer.ordersTotal > customer.orders.length ? (
        <p className={`mt-2 ${quiet}`}>
          The newest {customer.orders.length} of {customer.ordersTotal} orders.
        </p>
      ) : null}
    </>
  );
}

export function CustomerAccounts({ accounts }: { accounts: CustomerDetail['accounts'] }) {
  if (accounts.length === 0) return <p className={quiet}>No account: orders only.</p>;
  return (
    <ul aria-label="Accounts" className="space-y-2">
      {accounts.map((account) => (
        <li key={account._id} className="text-sm">
          <span className="block break-words font-semibold text-ink">{account.name || 'No name given'}</span>
          <span className="block break-all text-muted">{account.email ?? 'No email'}</span>
          <span className="block text-xs text-muted">
            {account.hasLogin ? (account.emailVerified ? 'Email confirmed' : 'Email not confirmed yet') : 'Made for an order taken by hand: no sign-in yet'} ·
            since {formatShopDateTime(account.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CustomerAddresses({ addresses }: { addresses: CustomerDetail['addresses'] }) {
  if (addresses.length === 0) return <p className={quiet}>No saved addresses.</p>;
  return (
    <ul aria-label="Saved addresses" className="space-y-3">
      {addresses.map((address) => (
        <li key={address._id} className="break-words text-sm text-ink">
          <span className="block font-semibold">
            {address.firstName} {address.lastName}
            {address.isDefault ? <span className="ml-2 text-xs font-normal text-leaf-700">Default</span> : null}
          </span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.city}, {address.state} {address.zipcode}
          </span>
          <span className="block text-muted">{address.phone}</span>
        </li>
      ))}
    </ul>
  );
}

export function CustomerReviews({ reviews }: { reviews: CustomerDetail['reviews'] }) {
  if (reviews.length === 0) return <p className={quiet}>No reviews.</p>;
  return (
    <ul aria-label="Reviews" className="space-y-3">
      {reviews.map((review) => (
        <li key={review._id} className="text-sm">
          <span className="block font-semibold text-ink">
            {review.itemName ?? (review.targetType === 'deal' ? 'A deal no longer in the shop' : 'A product no longer in the shop')}
          </span>
          <span className="block text-xs text-muted">
            {review.rating} of 5 · {formatShopDateTime(review.createdAt)} · {review.hidden ? 'Hidden' : 'Shown'}
          </span>
          {review.content ? <p className="mt-1 whitespace-pre-line break-words text-ink">{review.content}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const newsletterWords: Record<NewsletterState, string> = {
  subscribed: 'Subscribed',
  pending: 'Asked, not confirmed yet',
  'not-subscribed': 'Not subscribed',
};

export function CustomerNewsletter({ newsletter }: { newsletter: CustomerDetail['newsletter'] }) {
  if (newsletter.length === 0) return <p className={quiet}>No email to subscribe.</p>;
  return (
    <ul aria-label="Newsletter" className="space-y-1 text-sm">
      {newsletter.map((entry) => (
        <li key={entry.email} className="flex flex-wrap justify-between gap-x-3">
          <span className="break-all text-ink">{entry.email}</span>
          <span className={entry.state === 'subscribed' ? 'font-semibold text-leaf-700' : 'text-muted'}>{newsletterWords[entry.state]}</span>
        </li>
      ))}
    </ul>
  );
}
