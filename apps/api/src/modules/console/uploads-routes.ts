import type { FastifyInstance } from 'fastify';
import { uploadImages } from '@shop/core/console/admin-uploads-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { readImageFiles } from '../../lib/upload-form';
import { storeImages } from './uploads-service';

/**
 * Images for banners, team members, blog posts, deals and logos: checked, re-encoded to WebP,
 * stored and audited; the answer's addresses go into the item's image fields.
 */
export function adminUploadRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, uploadImages, {}, async (request) => {
      const actorId = await adminId(request);
      const urls = await storeImages(context, actorId, request.query.folder, await readImageFiles(request));
      return { success: true, message: urls.length === 1 ? 'Image uploaded' : `${urls.length} images uploaded`, images: urls };
    });
  };
}
