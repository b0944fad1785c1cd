/**
 * Keys of the response cache. A write invalidates every key whose data it changes, in every process;
 * invalidating a key also drops the entries derived from it ('products:by-id').
 */
export const cacheKeys = {
  products: 'products',
  productsById: 'products:by-id',
  categories: 'categories',
  deals: 'deals',
  banners: 'banners',
  testimonials: 'testimonials',
  businessDetails: 'business-details',
  deliverySettings: 'delivery-settings',
  /** Not an answer of its own: the owner's settings as placing an order reads them. */
  shopSettings: 'shop-settings',
  /** Not an answer of its own: the owner's wording of the WhatsApp messages, as the console's orders read it. */
  whatsappTemplates: 'whatsapp-templates',
  journal: 'journal',
  team: 'team',
} as const;

/** Stock and prices appear in both product and deal responses. */
export const catalogKeys = [cacheKeys.products, cacheKeys.deals] as const;
