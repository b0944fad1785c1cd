import type { FastifyInstance } from 'fastify';
import { getDocsPage, getOpenApiDocument } from '@shop/core/contract/docs';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached, toCachedBody } from '../../lib/response-cache';
import { getBusinessDetails } from '../business/service';
import { renderDocsPage, type OpenApiDocument } from './page';

export function docsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    /** The document is built once; its title follows the shop's name, so it is cached with the business details. */
    const documentFor = () =>
      context.cache.value(`${cacheKeys.businessDetails}:openapi`, async () => {
        const spec = app.swagger() as unknown as OpenApiDocument;
        const shopName = await getBusinessDetails(context.db)
          .then((details) => details.company.name)
          .catch(() => '');
        return { ...spec, info: { ...spec.info, title: shopName ? `${shopName} API` : spec.info.title } };
      });

    endpointRoute(app, getOpenApiDocument, {}, async (request, reply) => {
      const cached = await context.cache.value(`${cacheKeys.businessDetails}:openapi-json`, async () => toCachedBody(await documentFor()));
      return sendCached(request, reply, cached, 60);
    });

    endpointRoute(app, getDocsPage, {}, async (_request, reply) => {
      const html = await context.cache.value(`${cacheKeys.businessDetails}:openapi-html`, async () => renderDocsPage(await documentFor()));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  };
}
