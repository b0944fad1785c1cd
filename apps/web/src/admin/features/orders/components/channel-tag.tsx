import { orderChannelLabels, type OrderChannel } from '@shop/core/orders/order-channels';

/** Where an order taken by hand came from; the storefront's orders, the usual case, carry no tag. */
export function ChannelTag({ channel }: { channel: OrderChannel }) {
  if (channel === 'web') return null;
  return (
    <span className="inline-flex rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800">
      <span className="sr-only">Taken by hand from </span>
      {orderChannelLabels[channel]}
    </span>
  );
}
