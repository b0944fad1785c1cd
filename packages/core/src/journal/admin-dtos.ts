import { z } from '../shared/zod';
import { blogPostDtoSchema } from './dtos';
import { publicationStatus } from '../shared/admin-dtos';
import { versionDtoSchema } from '../shared/edit-version';

export const adminBlogPostDtoSchema = blogPostDtoSchema.extend({ status: publicationStatus, version: versionDtoSchema });

export type AdminBlogPostDto = z.infer<typeof adminBlogPostDtoSchema>;
