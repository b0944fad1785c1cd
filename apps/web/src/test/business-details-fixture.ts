import type { BusinessDetails } from '@shop/core/business/business-details';
import { fallbackOperatingHours } from '@shop/core/business/business-details';

/** Business details as the seeded demo shop answers them: TikTok left unset on purpose. */
export function seededBusinessDetails(overrides: Partial<BusinessDetails> = {}): BusinessDetails {
  return {
    company: {
      name: 'Green Valley Naturals',
      tagline: 'Pure. Handmade. Yours.',
      description: 'Small-batch soaps, creams and oils, handmade in Lahore from cold-pressed plant oils.',
      foundedYear: 2021,
    },
    contact: { customerSupport: { email: 'care@greenvalley.pk', phone: '+92 321 4567890', hours: 'Mon-Sat 9am-6pm' } },
    location: { displayAddress: '45 Mall Road, Lahore, Punjab 54000', googleMapsLink: 'https://maps.google.com/?q=Mall+Road+Lahore' },
    socialMedia: {
      facebook: 'https://facebook.com/greenvalleynaturals',
      instagram: 'https://instagram.com/greenvalleynaturals',
      tiktok: '',
      whatsapp: 'https://wa.me/923214567890',
    },
    logos: { website: { url: '/uploads/brand/logo.png' }, favicon: { url: '/uploads/brand/favicon.png' } },
    multiStore: {
      enabled: true,
      stores: [
        {
          storeId: 'lahore-main',
          storeName: 'Mall Road Store',
          storeType: 'retail',
          location: {
            displayName: 'Mall Road, Lahore',
            address: { street: '45 Mall Road', city: 'Lahore', state: 'Punjab', zipCode: '54000' },
            googleMapsLink: 'https://maps.google.com/?q=Mall+Road+Lahore',
          },
          contact: { phone: '+92 42 1234567', manager: 'Ayesha Khan' },
          operatingHours: fallbackOperatingHours,
          status: 'active',
        },
      ],
      defaultStore: 'lahore-main',
    },
    ...overrides,
  };
}

/** The public answer: the details and the shop's time zone (Asia/Karachi unless the details give another). */
export function businessDetailsResponse(details: BusinessDetails & { timeZone?: string } = seededBusinessDetails()) {
  return { success: true, data: { timeZone: 'Asia/Karachi', ...details } };
}
