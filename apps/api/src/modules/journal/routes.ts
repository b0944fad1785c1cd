import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendCached, toCachedBody } from '../../lib/response-cache';
import { allPublishedPosts, publishedPostBody, publishedPostsBody } from './cached-reads';

const doc = (summary: string) => ({ tags: ['Journal'], summary });

const listQuery = z.object({
  // Drafts are never public: any status asked for still lists published posts only.
  status: z.string().optional(),
  category: z.string().trim().min(1, 'category must not be empty').max(100, 'category is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .optional(),
});

export function journalRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/blogs',
      { schema: { ...doc('Published blog posts, newest first (?category=, ?limit=)'), querystring: listQuery } },
      async (request, reply) => {
        const { category, limit } = request.query;
        if (!category && !limit) {
          return sendCached(request, reply, await publishedPostsBody(context), 60);
        }
        // Filtered from the cached list rather than cached per query, so no query string can grow the cache.
        const matching = (await allPublishedPosts(context)).filter((post) => !category || post.category.includes(category));
        const body = toCachedBody({ success: true, data: matching.slice(0, limit ?? matching.length), message: 'Blog posts loaded' });
        return sendCached(request, reply, body, 60);
      },
    );

    app.get('/api/blogs/:id', { schema: { ...doc('One published blog post'), params: z.object({ id: z.string().max(64) }) } }, async (request, reply) => {
      return sendCached(request, reply, await publishedPostBody(context, request.params.id), 60);
    });
  };
}
