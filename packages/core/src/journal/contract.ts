import { z } from '../shared/zod';
import { blogPostDtoSchema } from './dtos';
import { defineEndpoint } from '../contract/endpoint';

/** The error codes of the journal calls (docs/product.md §7 Journal). */
export const journalErrorCodes = {
  /** Unknown, a draft or removed: the same answer. */
  postNotFound: 'BLOG_POST_NOT_FOUND',
} as const;

const tag = 'Journal';

const blogListQuery = z.object({
  // Drafts are never public: any status asked for still lists published posts only.
  status: z.string().optional(),
  category: z.string().trim().min(1, 'category must not be empty').max(100, 'category is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .optional(),
});

export const listBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/api/blogs',
  summary: 'Published blog posts, newest first (?category=, ?limit=)',
  tag,
  auth: 'public',
  request: { query: blogListQuery },
  success: { body: z.object({ success: z.literal(true), data: z.array(blogPostDtoSchema), message: z.string() }) },
});

export const getBlogPost = defineEndpoint({
  method: 'GET',
  path: '/api/blogs/:id',
  summary: 'One published blog post',
  tag,
  auth: 'public',
  request: { params: z.object({ id: z.string().max(64) }) },
  success: { body: z.object({ success: z.literal(true), data: blogPostDtoSchema, message: z.string() }) },
  errors: { 404: [journalErrorCodes.postNotFound] },
});
