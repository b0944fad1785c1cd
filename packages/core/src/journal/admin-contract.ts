import { z } from '../shared/zod';
import { blogListQuery, blogPostCreateSchema, blogPostUpdateSchema, featureBody } from './admin-schemas';
import { publicationStatusBody } from '../catalog/admin-schemas';
import { adminBlogPostDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin journal calls (docs/product.md §3 Blog post). */
export const adminJournalErrorCodes = {
  postNotFound: 'POST_NOT_FOUND',
} as const;

const tag = adminTag('Journal');

const postAnswer = z.object({ success: z.literal(true), message: z.string(), data: adminBlogPostDtoSchema });
const postNotFound = { 404: [adminJournalErrorCodes.postNotFound] } as const;

export const listAdminBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/blogs',
  summary: 'List blog posts, drafts included, newest first (?status=)',
  tag,
  auth: 'admin',
  request: { query: blogListQuery },
  success: { body: z.object({ success: z.literal(true), data: z.array(adminBlogPostDtoSchema), ...pageInfoShape }) },
});

export const getAdminBlogPost = defineEndpoint({
  method: 'GET',
  path: '/api/admin/blogs/:id',
  summary: 'Get one blog post, draft or published',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), data: adminBlogPostDtoSchema }) },
  errors: postNotFound,
});

export const createAdminBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/blogs',
  summary: 'Write a blog post (a draft unless status is published)',
  tag,
  auth: 'admin',
  request: { body: blogPostCreateSchema },
  success: { status: 201, body: postAnswer },
});

export const updateAdminBlogPost = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/blogs/:id',
  summary:
    "Change a blog post (status and featured have their own calls); with the version the form was opened on, a save after someone else's is refused (409 EDIT_CONFLICT)",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: blogPostUpdateSchema },
  success: { body: postAnswer },
  errors: { ...postNotFound, 409: editConflictError() },
});

export const setAdminBlogPostStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/blogs/:id/status',
  summary: 'Publish a blog post or take it back to draft ({ status })',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: publicationStatusBody },
  success: { body: postAnswer },
  errors: postNotFound,
});

export const setAdminBlogPostFeatured = defineEndpoint({
  method: 'POST',
  path: '/api/admin/blogs/:id/feature',
  summary: 'Feature a blog post or stop featuring it ({ featured })',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: featureBody },
  success: { body: postAnswer },
  errors: postNotFound,
});

export const deleteAdminBlogPost = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/blogs/:id',
  summary: 'Delete a blog post',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: postNotFound,
});
