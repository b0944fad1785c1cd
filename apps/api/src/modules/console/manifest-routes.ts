import type { FastifyInstance } from 'fastify';
import { consoleApp } from '@shop/core/console/console-app';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { sendCached } from '../../lib/response-cache';
import { getBusinessDetails } from '../business/service';
import { consoleAppManifest } from './app-manifest';

/** A renamed shop reaches an installed console within a minute; until then each check costs a 304. */
const MANIFEST_MAX_AGE_SECONDS = 60;

/**
 * GET /admin/manifest.webmanifest, which makes the console installable (issue 32). Public, outside the
 * /api/admin scope: a browser fetches a manifest without the owner's token, and it tells nothing the
 * storefront does not. Kept with the business details it is made from, so their change drops it too.
 */
export function consoleManifestRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(consoleApp.manifestPath, async (request, reply) => {
      const manifest = await context.cache.json(`${cacheKeys.businessDetails}:console-manifest`, async () =>
        consoleAppManifest((await getBusinessDetails(context.db)).company.name),
      );
      return sendCached(request, reply, manifest, MANIFEST_MAX_AGE_SECONDS, 'application/manifest+json; charset=utf-8');
    });
  };
}
