import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WhatsappMessageKind } from '@shop/core/messages/whatsapp-templates';
import { buttonClass } from '../../../components/buttons';
import type { AdminOrderDetail } from '../api/get-order';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
      <dd className="mt-1 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The WhatsApp button's words for the message the server wrote (docs/product.md §4 WhatsApp messages). */
const whatsappLabels: Record<WhatsappMessageKind, string> = {
  confirmation: 'Send WhatsApp confirmation',
  shipped: 'Send shipping details on WhatsApp',
  deliveryAttempt: 'Ask to rearrange delivery on WhatsApp',
  statusUpdate: 'Message on WhatsApp',
};

function whatsappLabel(order: AdminOrderDetail): string {
  if (order.whatsappKind) return whatsappLabels[order.whatsappKind];
  return order.status === 'Order Placed' ? whatsappLabels.confirmation : whatsappLabels.statusUpdate;
}

/**
 * Who the parcel goes to and how to reach them: a tap calls the phone, and the WhatsApp button opens the
 * message the server wrote for where the order is (a fresh confirm link while it waits for confirmation,
 * the courier and tracking once shipped, a new delivery time after a failed attempt).
 */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const { address, customer } = order;
  const email = address.email || customer.email;
  const recipient = `${address.firstName} ${address.lastName}`.trim();
  // Only a wa.me web address is opened from the console, never anything a stored phone could turn into.
  const whatsappUrl = order.whatsappUrl && /^https:\/\//i.test(order.whatsappUrl) ? order.whatsappUrl : null;
  return (
    <div className="space-y-4">
      <div className="min-w-0">
        <p className="break-words text-lg font-semibold text-ink">{recipient || customer.name}</p>
        {customer.name && customer.name !== recipient ? <p className="break-words text-sm text-muted">Account: {customer.name}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`} className={`${buttonClass.secondary} justify-start`}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Call <span className="tabular-nums">{address.phone}</span>
          </span>
        </a>
        {whatsappUrl ? (
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClass.primary} justify-start`}>
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            {whatsappLabel(order)}
            <span className="sr-only"> (opens WhatsApp)</span>
          </a>
        ) : null}
      </div>
      <dl className="space-y-3">
        <Detail label="Email">
          {email ? (
            <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center gap-1.5 break-all text-leaf-700 underline-offset-2 hover:underline">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {email}
            </a>
          ) : (
            'None given'
          )}
          {customer.email && customer.email !== email ? <span className="mt-1 block break-all text-xs text-muted">Account email: {customer.email}</span> : null}
        </Detail>
        <Detail label="Delivery address">
          {address.street}
          <br />
          {address.city}, {address.state} {address.zipcode}
        </Detail>
      </dl>
    </div>
  );
}
