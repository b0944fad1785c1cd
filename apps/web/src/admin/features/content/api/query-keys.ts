const all = ['admin', 'content'] as const;

export const adminContentKeys = {
  /** Every query of the Content screen starts with this key. */
  all,
  banners: [...all, 'banners'] as const,
  businessDetails: [...all, 'business-details'] as const,
  deliverySettings: [...all, 'delivery-settings'] as const,
  shopSettings: [...all, 'shop-settings'] as const,
  searchSynonyms: [...all, 'search-synonyms'] as const,
  stores: [...all, 'stores'] as const,
  team: [...all, 'team'] as const,
  testimonials: [...all, 'testimonials'] as const,
  whatsappTemplates: [...all, 'whatsapp-templates'] as const,
};
