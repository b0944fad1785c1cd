import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { sendCached } from '../../lib/response-cache';
import { liveDealsResponse, singleDealResponse } from './cached-reads';

const doc = (summary: string) => ({ tags: ['Deals'], summary });

const MAX_AGE_SECONDS = 15;

const singleDealBodySchema = z.object({
  dealId: z.string({ error: 'No deal ID provided' }).trim().min(1, 'No deal ID provided').max(64, 'Deal not found'),
});

export function dealRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/deal/list', { schema: doc('Deals live at this second') }, async (request, reply) => {
      // Liveness changes on the second, so shared caches must not keep the list.
      return sendCached(request, reply, await liveDealsResponse(context), 0);
    });

    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/deal/single',
        { schema: { ...doc('One deal live now, by id (any other answers 404 like an unknown id)'), body: singleDealBodySchema } },
        async (request, reply) => {
          const body = await singleDealResponse(context, request.body.dealId);
          if (!body) throw notFound('Deal not found');
          return sendCached(request, reply, body, MAX_AGE_SECONDS);
        },
      );
  };
}
