import { z } from 'zod';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const dayHoursSchema = z.object({
  open: z.string().regex(/^\d{2}:\d{2}$/, 'Use HH:MM'),
  close: z.string().regex(/^\d{2}:\d{2}$/, 'Use HH:MM'),
  closed: z.boolean(),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

export const operatingHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

/** SPEC §9: fallback store hours 09:00-18:00 Monday to Saturday, Sunday closed. */
export const fallbackOperatingHours: OperatingHours = {
  monday: { open: '09:00', close: '18:00', closed: false },
  tuesday: { open: '09:00', close: '18:00', closed: false },
  wednesday: { open: '09:00', close: '18:00', closed: false },
  thursday: { open: '09:00', close: '18:00', closed: false },
  friday: { open: '09:00', close: '18:00', closed: false },
  saturday: { open: '09:00', close: '18:00', closed: false },
  sunday: { open: '09:00', close: '18:00', closed: true },
};

export const storeSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeType: z.enum(['retail', 'warehouse', 'other']),
  location: z.object({
    displayName: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
    googleMapsLink: z.string(),
  }),
  contact: z.object({ phone: z.string(), manager: z.string() }),
  operatingHours: operatingHoursSchema,
  status: z.enum(['active', 'inactive', 'other']),
});
export type Store = z.infer<typeof storeSchema>;

export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'whatsapp'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const businessDetailsSchema = z.object({
  company: z.object({
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    foundedYear: z.number().int(),
  }),
  contact: z.object({
    customerSupport: z.object({ email: z.string(), phone: z.string(), hours: z.string() }),
  }),
  location: z.object({ displayAddress: z.string(), googleMapsLink: z.string() }),
  /** An empty string means the link is not set. */
  socialMedia: z.object({
    facebook: z.string(),
    instagram: z.string(),
    tiktok: z.string(),
    whatsapp: z.string(),
  }),
  logos: z.object({
    website: z.object({ url: z.string() }),
    favicon: z.object({ url: z.string() }),
  }),
  multiStore: z.object({
    enabled: z.boolean(),
    stores: z.array(storeSchema),
    defaultStore: z.string().nullable(),
  }),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** SPEC §9: the founding year when none is recorded. */
export const defaultFoundedYear = 2024;
