import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { sendCached } from '../../lib/response-cache';
import { getBusinessDetails } from './service';

const doc = (summary: string) => ({ tags: ['Shop'], summary });

export function businessRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/business-details', { schema: doc('Business details: company, contact, location, social links, logos, stores') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.businessDetails, async () => ({
        success: true,
        data: await getBusinessDetails(context.db),
      }));
      return sendCached(request, reply, cached, 60);
    });
  };
}
