import type { FastifyInstance } from 'fastify';
import { dealErrorCodes, getDeal, listDeals } from '@shop/core/deals/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-errors';
import { sendCached } from '../../lib/response-cache';
import { liveDealsResponse, singleDealResponse } from './cached-reads';

const MAX_AGE_SECONDS = 15;

export function dealRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listDeals, {}, async (request, reply) => {
      // Liveness changes on the second, so shared caches must not keep the list.
      return sendCached(request, reply, await liveDealsResponse(context), 0);
    });

    endpointRoute(app, getDeal, {}, async (request, reply) => {
      const body = await singleDealResponse(context, request.body.dealId);
      if (!body) throw notFound(dealErrorCodes.dealNotFound, 'Deal not found');
      return sendCached(request, reply, body, MAX_AGE_SECONDS);
    });
  };
}
