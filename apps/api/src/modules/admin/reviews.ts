import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewListQuery, reviewReplySchema, reviewReplyUpdateSchema } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { editReviewReply, removeReviewReply, replyToReview, setReviewHidden } from '../reviews/service';
import { listReviews } from './reviews-service';
import { adminId, doc, idParams } from './shared';

export function adminReviewRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('reviews', summary);

    app.get(
      '/reviews',
      { schema: { ...meta('List reviews, hidden ones too, newest first (?productId=, ?dealId=, ?hidden=)'), querystring: reviewListQuery } },
      async (request, reply) => {
        const { reviews, total } = await listReviews(context.db, request.query);
        return reply.header('cache-control', 'no-store').send({ success: true, reviews, total, limit: request.query.limit, offset: request.query.offset });
      },
    );

    app.post(
      '/reviews/:id/reply',
      {
        schema: {
          ...meta("Reply under a review ({ content, author? }; shown as 'Admin' unless named); replaces an earlier reply"),
          params: idParams,
          body: reviewReplySchema,
        },
      },
      async (request) => {
        await replyToReview(context, await adminId(request), request.params.id, request.body.content, request.body.author);
        return { success: true, message: 'Reply posted' };
      },
    );

    app.patch(
      '/reviews/:id/reply',
      { schema: { ...meta('Edit the reply under a review'), params: idParams, body: reviewReplyUpdateSchema } },
      async (request) => {
        await editReviewReply(context, await adminId(request), request.params.id, request.body);
        return { success: true, message: 'Reply updated' };
      },
    );

    app.delete('/reviews/:id/reply', { schema: { ...meta('Delete the reply under a review'), params: idParams } }, async (request) => {
      await removeReviewReply(context, await adminId(request), request.params.id);
      return { success: true, message: 'Reply deleted' };
    });

    app.post(
      '/reviews/:id/hide',
      { schema: { ...meta("Hide a review: it leaves the public list and the product's rating"), params: idParams } },
      async (request) => {
        await setReviewHidden(context, await adminId(request), request.params.id, true);
        return { success: true, message: 'Review hidden' };
      },
    );

    app.post('/reviews/:id/unhide', { schema: { ...meta('Show a hidden review again'), params: idParams } }, async (request) => {
      await setReviewHidden(context, await adminId(request), request.params.id, false);
      return { success: true, message: 'Review shown again' };
    });
  };
}
