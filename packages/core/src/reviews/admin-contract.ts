import { z } from '../shared/zod';
import { reviewListQuery, reviewReplySchema, reviewReplyUpdateSchema } from './admin-schemas';
import { adminReviewDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { reviewErrorCodes } from './contract';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';

// The reply and hide functions live in the reviews module, which throws the review calls' own codes.
const { reviewNotFound, replyNotFound } = reviewErrorCodes;

const tag = adminTag('Reviews');

const done = z.object({ success: z.literal(true), message: z.string() });

export const listAdminReviews = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: 'List reviews, hidden ones too, newest first (?productId=, ?dealId=, ?hidden=, ?answered=true|false)',
  tag,
  auth: 'admin',
  request: { query: reviewListQuery },
  success: { body: z.object({ success: z.literal(true), reviews: z.array(adminReviewDtoSchema), ...pageInfoShape }) },
});

export const replyToAdminReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/reply',
  summary: "Reply under a review ({ content, author? }; shown as 'Admin' unless named); replaces an earlier reply",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: reviewReplySchema },
  success: { body: done },
  errors: { 404: [reviewNotFound] },
});

export const updateAdminReviewReply = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/reviews/:id/reply',
  summary: 'Edit the reply under a review',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: reviewReplyUpdateSchema },
  success: { body: done },
  errors: { 404: [reviewNotFound, replyNotFound] },
});

export const deleteAdminReviewReply = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/reviews/:id/reply',
  summary: 'Delete the reply under a review',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: done },
  errors: { 404: [reviewNotFound, replyNotFound] },
});

export const hideAdminReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  summary: "Hide a review: it leaves the public list and the product's rating",
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: done },
  errors: { 404: [reviewNotFound] },
});

export const unhideAdminReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/unhide',
  summary: 'Show a hidden review again',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: done },
  errors: { 404: [reviewNotFound] },
});
