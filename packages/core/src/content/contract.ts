import { z } from '../shared/zod';
import { bannerDtoSchema, teamMemberDtoSchema, testimonialDtoSchema } from './dtos';
import { defineEndpoint } from '../contract/endpoint';

const tag = 'Content';

export const listActiveBanners = defineEndpoint({
  method: 'GET',
  path: '/api/banners/active',
  summary: 'Active home page banners, in order',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), data: z.array(bannerDtoSchema) }) },
});

export const listTeamMembers = defineEndpoint({
  method: 'GET',
  path: '/api/teams',
  summary: 'Active team members, in order',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), data: z.array(teamMemberDtoSchema), message: z.string() }) },
});

/** docs/product.md §7: a bare list, as the original client reads it. */
export const listTestimonials = defineEndpoint({
  method: 'GET',
  path: '/api/testimonials',
  summary: 'Approved testimonials, newest first',
  tag,
  auth: 'public',
  success: { body: z.array(testimonialDtoSchema) },
});
