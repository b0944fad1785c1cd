import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { sendCached } from '../../lib/response-cache';
import { activeBannersBody, teamBody, testimonialsBody } from './cached-reads';

const doc = (summary: string) => ({ tags: ['Content'], summary });

const MAX_AGE_SECONDS = 60;

export function contentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/banners/active', { schema: doc('Active home page banners, in order') }, async (request, reply) =>
      sendCached(request, reply, await activeBannersBody(context), MAX_AGE_SECONDS),
    );

    app.get('/api/teams', { schema: doc('Active team members, in order') }, async (request, reply) =>
      sendCached(request, reply, await teamBody(context), MAX_AGE_SECONDS),
    );

    app.get('/api/testimonials', { schema: doc('Approved testimonials, newest first') }, async (request, reply) =>
      sendCached(request, reply, await testimonialsBody(context), MAX_AGE_SECONDS),
    );
  };
}
