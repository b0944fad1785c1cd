import { z } from '../shared/zod';
import { uploadQuery } from './admin-schemas';
import { defineEndpoint } from '../contract/endpoint';
import { imageUploadErrors } from '../contract/error-codes';
import { adminTag } from '../contract/admin-shared';

export const uploadImages = defineEndpoint({
  method: 'POST',
  path: '/api/admin/uploads',
  summary: "Upload images (multipart files named 'images', ?folder=banners|team|journal|deals|products|business); answers their addresses",
  tag: adminTag('Uploads'),
  auth: 'admin',
  request: { query: uploadQuery },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), images: z.array(z.string()) }) },
  errors: imageUploadErrors,
});
