import type { FastifyInstance } from 'fastify';
import { listActiveBanners, listTeamMembers, listTestimonials } from '@shop/core/content/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached } from '../../lib/response-cache';
import { activeBannersBody, teamBody, testimonialsBody } from './cached-reads';

const MAX_AGE_SECONDS = 60;

export function contentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listActiveBanners, {}, async (request, reply) => sendCached(request, reply, await activeBannersBody(context), MAX_AGE_SECONDS));

    endpointRoute(app, listTeamMembers, {}, async (request, reply) => sendCached(request, reply, await teamBody(context), MAX_AGE_SECONDS));

    endpointRoute(app, listTestimonials, {}, async (request, reply) => sendCached(request, reply, await testimonialsBody(context), MAX_AGE_SECONDS));
  };
}
