import type { OperatingHours } from './business-details-schemas';

export type { BusinessDetails, DayHours, OperatingHours, PublicBusinessDetails, Store } from './business-details-schemas';

import type { Weekday } from './weekdays';

export { weekdays, type Weekday } from './weekdays';

/** The days as people read them: 'Monday'. */
export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** docs/product.md §9: fallback store hours 09:00-18:00 Monday to Saturday, Sunday closed. */
export const fallbackOperatingHours: OperatingHours = {
  monday: { open: '09:00', close: '18:00', closed: false },
  tuesday: { open: '09:00', close: '18:00', closed: false },
  wednesday: { open: '09:00', close: '18:00', closed: false },
  thursday: { open: '09:00', close: '18:00', closed: false },
  friday: { open: '09:00', close: '18:00', closed: false },
  saturday: { open: '09:00', close: '18:00', closed: false },
  sunday: { open: '09:00', close: '18:00', closed: true },
};

export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'whatsapp'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** docs/product.md §9: the founding year when none is recorded. */
export const defaultFoundedYear = 2024;
