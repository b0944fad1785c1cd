import { z } from '../shared/zod';
import { bannerDtoSchema, teamMemberDtoSchema } from './dtos';
import { testimonialStatuses } from './admin-schemas';
import { versionDtoSchema } from '../shared/edit-version';

export const adminBannerDtoSchema = bannerDtoSchema.extend({ position: z.number(), active: z.boolean(), version: versionDtoSchema });

export type AdminBannerDto = z.infer<typeof adminBannerDtoSchema>;

export const adminTestimonialDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  content: z.string(),
  rating: z.number(),
  platform: z.string(),
  status: z.enum(testimonialStatuses),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Moved on by approving and rejecting (decision 025). */
  version: versionDtoSchema,
});

export type AdminTestimonialDto = z.infer<typeof adminTestimonialDtoSchema>;

export const adminTeamMemberDtoSchema = teamMemberDtoSchema.extend({ version: versionDtoSchema });

export type AdminTeamMemberDto = z.infer<typeof adminTeamMemberDtoSchema>;
