import type { FastifyInstance } from 'fastify';
import { getBusinessDetails } from '@shop/core/business/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached } from '../../lib/response-cache';
import { businessDetailsBody } from './cached-reads';

export function businessRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getBusinessDetails, {}, async (request, reply) => sendCached(request, reply, await businessDetailsBody(context), 60));
  };
}
