import type { FastifyInstance } from 'fastify';
import {
  exportAdminNewsletterSubscribers,
  listAdminContactMessages,
  listAdminNewsletterSubscribers,
  markAdminContactMessageHandled,
} from '@shop/core/messages/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { activeSubscribers, exportSubscribers, listContactMessages, markHandled } from './service';
import { adminId } from '../../plugins/auth';

/** Contact-form messages and newsletter subscribers. */
export function adminMessageRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminContactMessages, {}, async (request, reply) => {
      const { messages, total } = await listContactMessages(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, messages, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, markAdminContactMessageHandled, {}, async (request) => ({
      success: true,
      message: request.body.handled ? 'Marked as handled' : 'Marked as not handled',
      contactMessage: await markHandled(context, await adminId(request), request.params.id, request.body.handled),
    }));

    endpointRoute(app, listAdminNewsletterSubscribers, {}, async (_request, reply) => {
      const subscribers = await activeSubscribers(context.db);
      reply.header('cache-control', 'no-store');
      return { success: true, subscribers, total: subscribers.length };
    });

    endpointRoute(app, exportAdminNewsletterSubscribers, {}, async (_request, reply) => {
      const csv = await exportSubscribers(context);
      const day = context.clock.now().toISOString().slice(0, 10);
      return reply
        .type(exportAdminNewsletterSubscribers.successContentType)
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  };
}
