import { z } from '../shared/zod';
import { bannerCreateSchema, bannerUpdateSchema, teamMemberCreateSchema, teamMemberUpdateSchema, testimonialListQuery } from './admin-schemas';
import { adminBannerDtoSchema, adminTeamMemberDtoSchema, adminTestimonialDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin calls for banners, testimonials and team members (docs/product.md §7 Admin calls). */
export const adminContentErrorCodes = {
  bannerNotFound: 'BANNER_NOT_FOUND',
  testimonialNotFound: 'TESTIMONIAL_NOT_FOUND',
  teamMemberNotFound: 'TEAM_MEMBER_NOT_FOUND',
} as const;

const done = z.object({ success: z.literal(true), message: z.string() });

// ---------------------------------------------------------------------------------------------
// Banners

const bannerTag = adminTag('Banners');
const bannerNotFound = [adminContentErrorCodes.bannerNotFound] as const;
const bannerAnswer = done.extend({ banner: adminBannerDtoSchema });

export const listAdminBanners = defineEndpoint({
  method: 'GET',
  path: '/api/admin/banners',
  summary: 'List every banner, active or not, in position order',
  tag: bannerTag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), banners: z.array(adminBannerDtoSchema) }) },
});

export const createBanner = defineEndpoint({
  method: 'POST',
  path: '/api/admin/banners',
  summary: 'Create a banner (last unless a position is given)',
  tag: bannerTag,
  auth: 'admin',
  request: { body: bannerCreateSchema },
  success: { status: 201, body: bannerAnswer },
});

export const updateBanner = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/banners/:id',
  summary: 'Change a banner, its position or whether it is active',
  tag: bannerTag,
  auth: 'admin',
  request: { params: adminIdParams, body: bannerUpdateSchema },
  success: { body: bannerAnswer },
  errors: { 404: bannerNotFound, 409: editConflictError() },
});

export const deleteBanner = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/banners/:id',
  summary: 'Delete a banner',
  tag: bannerTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: done },
  errors: { 404: bannerNotFound },
});

// ---------------------------------------------------------------------------------------------
// Testimonials

const testimonialTag = adminTag('Testimonials');
const testimonialAnswer = done.extend({ testimonial: adminTestimonialDtoSchema });

export const listAdminTestimonials = defineEndpoint({
  method: 'GET',
  path: '/api/admin/testimonials',
  summary: 'List every testimonial, newest first (?status=pending…)',
  tag: testimonialTag,
  auth: 'admin',
  request: { query: testimonialListQuery },
  success: { body: z.object({ success: z.literal(true), testimonials: z.array(adminTestimonialDtoSchema) }) },
});

export const approveTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/testimonials/:id/approve',
  summary: 'Approve a testimonial: it appears on the home page',
  tag: testimonialTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: testimonialAnswer },
  errors: { 404: [adminContentErrorCodes.testimonialNotFound] },
});

export const rejectTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/testimonials/:id/reject',
  summary: 'Reject a testimonial: it is not shown',
  tag: testimonialTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: testimonialAnswer },
  errors: { 404: [adminContentErrorCodes.testimonialNotFound] },
});

// ---------------------------------------------------------------------------------------------
// Team

const teamTag = adminTag('Team');
const teamMemberNotFound = [adminContentErrorCodes.teamMemberNotFound] as const;
const memberAnswer = done.extend({ member: adminTeamMemberDtoSchema });

export const listAdminTeam = defineEndpoint({
  method: 'GET',
  path: '/api/admin/team',
  summary: 'List every team member, active or not, in order',
  tag: teamTag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), team: z.array(adminTeamMemberDtoSchema) }) },
});

export const createTeamMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/team',
  summary: 'Add a team member',
  tag: teamTag,
  auth: 'admin',
  request: { body: teamMemberCreateSchema },
  success: { status: 201, body: memberAnswer },
});

export const updateTeamMember = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/team/:id',
  summary: 'Change a team member, their order or whether they are shown',
  tag: teamTag,
  auth: 'admin',
  request: { params: adminIdParams, body: teamMemberUpdateSchema },
  success: { body: memberAnswer },
  errors: { 404: teamMemberNotFound, 409: editConflictError() },
});

export const deleteTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/team/:id',
  summary: 'Remove a team member',
  tag: teamTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: done },
  errors: { 404: teamMemberNotFound },
});
