/**
 * Where an order came from (docs/product.md §2 Orders taken by hand): the storefront's orders are `web`;
 * the owner records the others herself, from the chat or the counter where the customer ordered.
 */
export const orderChannels = ['web', 'whatsapp', 'instagram', 'facebook', 'phone', 'store'] as const;
export type OrderChannel = (typeof orderChannels)[number];

/** The channels of an order taken by hand: every one but the storefront's. */
export const handOrderChannels = ['whatsapp', 'instagram', 'facebook', 'phone', 'store'] as const satisfies readonly OrderChannel[];
export type HandOrderChannel = (typeof handOrderChannels)[number];

export const orderChannelLabels: Record<OrderChannel, string> = {
  web: 'Website',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  phone: 'Phone call',
  store: 'In the store',
};
