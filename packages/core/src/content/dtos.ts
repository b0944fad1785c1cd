import { z } from '../shared/zod';

export const bannerDtoSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  headingLine1: z.string(),
  headingLine2: z.string(),
  subtext: z.string(),
  buttonText: z.string(),
  redirectUrl: z.string(),
});

export type BannerDto = z.infer<typeof bannerDtoSchema>;

export const testimonialDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  content: z.string(),
  rating: z.number(),
  platform: z.string(),
  status: z.literal('approved'),
});

export type TestimonialDto = z.infer<typeof testimonialDtoSchema>;

export const teamMemberDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  description: z.string(),
  image: z.object({ url: z.string() }),
  isActive: z.boolean(),
  order: z.number(),
});

export type TeamMemberDto = z.infer<typeof teamMemberDtoSchema>;
