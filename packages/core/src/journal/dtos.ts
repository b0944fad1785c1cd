import { z } from '../shared/zod';

export const blogPostDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  /** Light markup (docs/product.md §2 Blog article). */
  content: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  category: z.array(z.string()),
  tags: z.array(z.string()),
  featured: z.boolean(),
  status: z.literal('published'),
  /** Minutes. */
  readTime: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
});

export type BlogPostDto = z.infer<typeof blogPostDtoSchema>;
