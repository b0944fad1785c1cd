import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadQuery } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { adminId, doc } from './shared';
import { readImageFiles } from './upload-form';
import { storeImages } from './uploads-service';

/**
 * Images for banners, team members, blog posts, deals and logos: checked, re-encoded to WebP,
 * stored and audited; the answer's addresses go into the item's image fields.
 */
export function adminUploadRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/uploads',
      {
        schema: {
          ...doc('uploads', "Upload images (multipart files named 'images', ?folder=banners|team|journal|deals|products|business); answers their addresses"),
          querystring: uploadQuery,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const actorId = await adminId(request);
        const urls = await storeImages(context, actorId, request.query.folder, await readImageFiles(request));
        return reply.code(201).send({ success: true, message: urls.length === 1 ? 'Image uploaded' : `${urls.length} images uploaded`, images: urls });
      },
    );
  };
}
