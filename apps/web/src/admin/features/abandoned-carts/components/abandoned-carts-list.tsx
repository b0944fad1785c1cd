import { formatRupees } from '@shop/core/shared/money';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../../components/buttons';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import type { AbandonedCart } from '../api/list-abandoned-carts';
import { formatShopDateTime } from '../../../lib/shop-time';

/** "3 hours", "2 days": how long the cart has waited, in the largest whole unit. */
export function cartAge(ageHours: number): string {
  if (ageHours < 1) return 'under an hour';
  if (ageHours < 48) return `${ageHours} ${ageHours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(ageHours / 24);
  return `${days} days`;
}

function reminded(cart: AbandonedCart): string {
  return cart.remindedAt ? `Reminded ${formatShopDateTime(cart.remindedAt)}` : 'Not reminded';
}

const itemsText = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`;

/** Only a wa.me web address is opened from the console, never anything a stored phone could turn into. */
function WhatsappButton({ cart }: { cart: AbandonedCart }) {
  const url = cart.whatsappUrl && /^https:\/\/wa\.me\//i.test(cart.whatsappUrl) ? cart.whatsappUrl : null;
  if (!url) return <span className="text-xs text-muted">No phone</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass.primary}>
      <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
      WhatsApp
      <span className="sr-only"> {cart.name} (opens WhatsApp)</span>
    </a>
  );
}

const columns: readonly TableColumn[] = [
  { label: 'Customer' },
  { label: 'Items', align: 'right' },
  { label: 'Value', align: 'right' },
  { label: 'Left' },
  { label: 'Reminder' },
  { label: 'Message', hideLabel: true },
];

/** Open carts as cards on a phone and as a table on a wider screen. */
export function AbandonedCartsList({ carts }: { carts: readonly AbandonedCart[] }) {
  return (
    <>
      <ul aria-label="Open carts" className="space-y-3 md:hidden">
        {carts.map((cart) => (
          <li key={cart.userId} className="space-y-2 rounded-2xl border border-linen bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{cart.name}</p>
                <p className="break-all text-xs text-muted">{cart.email ?? cart.phone ?? 'No contact'}</p>
              </div>
              <p className="font-semibold tabular-nums text-ink">{formatRupees(cart.value)}</p>
            </div>
            <p className="text-sm text-muted">
              {itemsText(cart.items)} · left {cartAge(cart.ageHours)} ago · {reminded(cart)}
            </p>
            <WhatsappButton cart={cart} />
          </li>
        ))}
      </ul>
      <WideTable columns={columns}>
        {carts.map((cart) => (
          <tr key={cart.userId}>
            <td className="px-4 py-3">
              <p className="break-words font-medium text-ink">{cart.name}</p>
              <p className="break-all text-xs text-muted">{cart.email ?? cart.phone ?? 'No contact'}</p>
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{cart.items}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(cart.value)}</td>
            <td className="whitespace-nowrap px-4 py-3">{cartAge(cart.ageHours)} ago</td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">{reminded(cart)}</td>
            <td className="px-4 py-3 text-right">
              <WhatsappButton cart={cart} />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
