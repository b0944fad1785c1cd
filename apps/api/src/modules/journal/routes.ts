import type { FastifyInstance } from 'fastify';
import { getBlogPost, listBlogPosts } from '@shop/core/journal/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached, toCachedBody } from '../../lib/response-cache';
import { allPublishedPosts, publishedPostBody, publishedPostsBody } from './cached-reads';

const MAX_AGE_SECONDS = 60;

export function journalRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listBlogPosts, {}, async (request, reply) => {
      const { category, limit } = request.query;
      if (!category && !limit) {
        return sendCached(request, reply, await publishedPostsBody(context), MAX_AGE_SECONDS);
      }
      // Filtered from the cached list rather than cached per query, so no query string can grow the cache.
      const matching = (await allPublishedPosts(context)).filter((post) => !category || post.category.includes(category));
      const body = toCachedBody({ success: true, data: matching.slice(0, limit ?? matching.length), message: 'Blog posts loaded' });
      return sendCached(request, reply, body, MAX_AGE_SECONDS);
    });

    endpointRoute(app, getBlogPost, {}, async (request, reply) =>
      sendCached(request, reply, await publishedPostBody(context, request.params.id), MAX_AGE_SECONDS),
    );
  };
}
