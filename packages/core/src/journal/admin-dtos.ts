import { z } from '../shared/zod';
import { blogPostDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';

export const adminBlogPostDtoSchema = blogPostDtoSchema.extend({ status: publicationStatus });

export type AdminBlogPostDto = z.infer<typeof adminBlogPostDtoSchema>;
