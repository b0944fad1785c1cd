import { formatRupees, rupees } from '@shop/core/shared/money';
import { deliveryAttemptReasonLabels } from '@shop/core/delivery/parcel-story';
import type { WhatsappValues } from '@shop/core/messages/whatsapp-templates';
import { Fragment } from 'react';

/**
 * A made-up order the preview fills the placeholders with: a customer in Lahore, two lines, a total in
 * rupees, the short link on this shop's address, a TCS parcel, and a failed round.
 */
export function sampleWhatsappValues(shopName: string, shopOrigin: string): WhatsappValues {
  const trackingNumber = '77312345678';
  return {
    name: 'Ayesha',
    shop: shopName,
    orderNumber: '5f3a9c2',
    items: ['2 × Goat Milk & Honey Soap', '1 × Rose Face Oil'].join('\n'),
    total: formatRupees(rupees(2450)),
    status: 'Packing',
    confirmLink: `${shopOrigin}/c/k3X9mQ2pL7aZ`,
    courier: 'TCS',
    trackingNumber,
    trackingLink: `https://www.tcsexpress.com/track?cn=${trackingNumber}`,
    reason: deliveryAttemptReasonLabels['not-at-home'],
  };
}

const linkPattern = /(https?:\/\/\S+)/g;

/** WhatsApp shows addresses as links; here they only look like one, since a preview goes nowhere. */
function withLinkLook(text: string) {
  return text.split(linkPattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="text-[#005c8a] underline [overflow-wrap:anywhere]">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The message as the customer's phone will show it: a sent bubble on the chat's paper, with its time and ticks. */
export function WhatsappBubble({ text, label }: { text: string; label: string }) {
  return (
    <figure aria-label={label} className="rounded-xl bg-[#efeae2] p-3 sm:p-4">
      <figcaption className="mb-2 text-xs font-semibold text-[#4a5a52]">Preview with a sample order</figcaption>
      <div className="flex justify-end">
        <div className="relative max-w-[92%] rounded-lg rounded-tr-none bg-[#d9fdd3] px-3 pb-1.5 pt-2 text-sm leading-relaxed text-[#111b21] shadow-sm sm:max-w-[85%]">
          <span aria-hidden="true" className="absolute -right-2 top-0 h-3 w-2 bg-[#d9fdd3] [clip-path:polygon(0_0,100%_0,0_100%)]" />
          {text === '' ? (
            <p className="italic text-[#4a5a52]">Nothing to send: every line of this message holds a placeholder it cannot fill.</p>
          ) : (
            <p className="whitespace-pre-wrap break-words">{withLinkLook(text)}</p>
          )}
          <p aria-hidden="true" className="mt-0.5 text-right text-[11px] text-[#4a5a52]">
            12:30 <span className="text-[#005c8a]">✓✓</span>
          </p>
        </div>
      </div>
    </figure>
  );
}
