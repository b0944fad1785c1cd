import type { FastifyInstance } from 'fastify';
import { getSearchSynonyms, putSearchSynonyms } from '@shop/core/contract/admin/search';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { replaceSearchSynonyms, searchSynonymLists } from './search-service';
import { adminId } from './shared';

/** The search's synonyms: the built-in list to read, the owner's own to replace. */
export function adminSearchRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getSearchSynonyms, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await searchSynonymLists(context.db)) };
    });

    endpointRoute(app, putSearchSynonyms, {}, async (request) => ({
      success: true,
      message: 'Search synonyms saved',
      ...(await replaceSearchSynonyms(context, await adminId(request), request.body.synonyms)),
    }));
  };
}
