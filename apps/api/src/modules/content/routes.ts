import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { sendCached } from '../../lib/response-cache';
import { activeBanners, approvedTestimonials } from './service';
import { activeTeam } from './team';

const doc = (summary: string) => ({ tags: ['Content'], summary });

const MAX_AGE_SECONDS = 60;

export function contentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/banners/active', { schema: doc('Active home page banners, in order') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.banners, async () => ({
        success: true,
        data: await activeBanners(context.db),
      }));
      return sendCached(request, reply, cached, MAX_AGE_SECONDS);
    });

    app.get('/api/teams', { schema: doc('Active team members, in order') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.team, async () => ({
        success: true,
        data: await activeTeam(context.db),
        message: 'Team members loaded',
      }));
      return sendCached(request, reply, cached, MAX_AGE_SECONDS);
    });

    app.get('/api/testimonials', { schema: doc('Approved testimonials, newest first') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.testimonials, () => approvedTestimonials(context.db));
      return sendCached(request, reply, cached, MAX_AGE_SECONDS);
    });
  };
}
