import { z } from '../shared/zod';
import { imageUrl, inAppPath, optionalText, requiredText, trueOrFalse, wholeNumber } from '../shared/admin-field-schemas';
import { productMessages } from '../catalog/admin-schemas';
import { changesSomething, editVersionField } from '../shared/edit-version';

export const bannerCreateSchema = z.object({
  imageUrl: imageUrl('imageUrl'),
  headingLine1: requiredText('headingLine1', 120),
  headingLine2: optionalText('headingLine2', 120).default(''),
  subtext: optionalText('subtext', 300).default(''),
  buttonText: optionalText('buttonText', 40).default(''),
  redirectUrl: inAppPath('redirectUrl').default(''),
  position: wholeNumber('position', 0, 10_000).optional(),
  active: trueOrFalse('active').default(true),
});

export const bannerUpdateSchema = z
  .object({
    imageUrl: imageUrl('imageUrl').optional(),
    headingLine1: requiredText('headingLine1', 120).optional(),
    headingLine2: optionalText('headingLine2', 120).optional(),
    subtext: optionalText('subtext', 300).optional(),
    buttonText: optionalText('buttonText', 40).optional(),
    redirectUrl: inAppPath('redirectUrl').optional(),
    position: wholeNumber('position', 0, 10_000).optional(),
    active: trueOrFalse('active').optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);

export const testimonialStatuses = ['approved', 'pending', 'rejected'] as const;

export const testimonialListQuery = z.object({
  status: z.enum(testimonialStatuses, { error: 'status must be approved, pending or rejected' }).optional(),
});

const teamImage = z.object({ url: imageUrl('image.url', { optional: true }) }, { error: 'image must be { url }' });

export const teamMemberCreateSchema = z.object({
  name: requiredText('name', 100),
  role: requiredText('role', 100),
  description: optionalText('description', 2000).default(''),
  image: teamImage.default({ url: '' }),
  isActive: trueOrFalse('isActive').default(true),
  order: wholeNumber('order', 0, 10_000).default(0),
});

export const teamMemberUpdateSchema = z
  .object({
    name: requiredText('name', 100).optional(),
    role: requiredText('role', 100).optional(),
    description: optionalText('description', 2000).optional(),
    image: teamImage.optional(),
    isActive: trueOrFalse('isActive').optional(),
    order: wholeNumber('order', 0, 10_000).optional(),
    ...editVersionField,
  })
  .refine(changesSomething, productMessages.nothingToChange);
