/**
 * What the shop shows when business details fail to load or leave a field empty (SPEC §2 Footer).
 * The contact page and the footer both read these, so they live in one place.
 */
export const businessDefaults = {
  companyName: 'Naturals',
  description:
    'Handmade, organic skincare crafted in small batches from plant oils, butters and botanicals: gentle on your skin and kind to the earth.',
  supportPhone: '+92 300 0000000',
  supportEmail: 'support@example.com',
  address: '12 Garden Street, Gulberg III, Lahore, Pakistan',
} as const;
