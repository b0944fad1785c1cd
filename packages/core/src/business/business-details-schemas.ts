import { z } from '../shared/zod';
import { weekdays, type Weekday } from './weekdays';

// The schemas live apart from the plain constants so that the browser's first load, which needs the
// constants, does not bring the validation library.

export const dayHoursSchema = z.object({
  open: z.string().regex(/^\d{2}:\d{2}$/, 'Use HH:MM'),
  close: z.string().regex(/^\d{2}:\d{2}$/, 'Use HH:MM'),
  closed: z.boolean(),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

export const operatingHoursSchema = z.object(Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

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

/**
 * The public answer adds the shop's clock, an IANA zone set by SHOP_TIME_ZONE (Asia/Karachi unset): store
 * cards read their hours on it. It rides on the details every page already has, so no extra request.
 */
export const publicBusinessDetailsSchema = businessDetailsSchema.extend({ timeZone: z.string() });
export type PublicBusinessDetails = z.infer<typeof publicBusinessDetailsSchema>;
