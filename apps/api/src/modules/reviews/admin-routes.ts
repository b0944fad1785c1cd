import type { FastifyInstance } from 'fastify';
import {
  deleteAdminReviewReply,
  hideAdminReview,
  listAdminReviews,
  replyToAdminReview,
  unhideAdminReview,
  updateAdminReviewReply,
} from '@shop/core/reviews/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { editReviewReply, removeReviewReply, replyToReview, setReviewHidden } from './service';
import { listReviews } from './service';
import { adminId } from '../../plugins/auth';

export function adminReviewRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminReviews, {}, async (request, reply) => {
      const { reviews, total } = await listReviews(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, reviews, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, replyToAdminReview, {}, async (request) => {
      await replyToReview(context, await adminId(request), request.params.id, request.body.content, request.body.author);
      return { success: true, message: 'Reply posted' };
    });

    endpointRoute(app, updateAdminReviewReply, {}, async (request) => {
      await editReviewReply(context, await adminId(request), request.params.id, request.body);
      return { success: true, message: 'Reply updated' };
    });

    endpointRoute(app, deleteAdminReviewReply, {}, async (request) => {
      await removeReviewReply(context, await adminId(request), request.params.id);
      return { success: true, message: 'Reply deleted' };
    });

    endpointRoute(app, hideAdminReview, {}, async (request) => {
      await setReviewHidden(context, await adminId(request), request.params.id, true);
      return { success: true, message: 'Review hidden' };
    });

    endpointRoute(app, unhideAdminReview, {}, async (request) => {
      await setReviewHidden(context, await adminId(request), request.params.id, false);
      return { success: true, message: 'Review shown again' };
    });
  };
}
