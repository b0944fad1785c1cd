import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { sendCached } from '../../lib/response-cache';
import { businessDetailsBody } from './cached-reads';

const doc = (summary: string) => ({ tags: ['Shop'], summary });

export function businessRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/business-details', { schema: doc('Business details: company, contact, location, social links, logos, stores') }, async (request, reply) =>
      sendCached(request, reply, await businessDetailsBody(context), 60),
    );
  };
}
