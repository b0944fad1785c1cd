import { z } from '../shared/zod';
import { businessDetailsSchema, operatingHoursSchema, storeSchema } from './business-details-schemas';
import { requiredText, trueOrFalse, wholeNumber } from '../shared/admin-field-schemas';
import { productMessages } from '../catalog/admin-schemas';
import { fallbackOperatingHours } from './business-details';
import { changesSomething, editVersionField } from '../shared/edit-version';

const businessParts = businessDetailsSchema.shape;

/** Each part is replaced whole, checked with the same schema the public call is read with. */
export const businessDetailsUpdateSchema = z
  .object({
    company: businessParts.company.extend({ name: requiredText('company.name', 120) }).optional(),
    contact: businessParts.contact.optional(),
    location: businessParts.location.optional(),
    socialMedia: businessParts.socialMedia.optional(),
    logos: businessParts.logos.optional(),
    multiStore: z
      .object({
        enabled: trueOrFalse('multiStore.enabled').optional(),
        defaultStore: z.string({ error: 'multiStore.defaultStore must be a store id or null' }).max(64).nullable().optional(),
      })
      .optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);

export type BusinessDetailsUpdate = z.infer<typeof businessDetailsUpdateSchema>;

const storeParts = storeSchema.shape;

export const storeCreateSchema = z.object({
  storeName: requiredText('storeName', 120),
  storeType: storeParts.storeType.default('retail'),
  location: storeParts.location,
  contact: storeParts.contact,
  operatingHours: operatingHoursSchema.default(fallbackOperatingHours),
  status: storeParts.status.default('active'),
  position: wholeNumber('position', 0, 10_000).optional(),
});

export const storeUpdateSchema = z
  .object({
    storeName: requiredText('storeName', 120).optional(),
    storeType: storeParts.storeType.optional(),
    location: storeParts.location.optional(),
    contact: storeParts.contact.optional(),
    operatingHours: operatingHoursSchema.optional(),
    status: storeParts.status.optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);
