import type { FastifyInstance } from 'fastify';
import { listAdminFailedOutboxMessages, retryAdminOutboxMessage } from '@shop/core/console/admin-outbox-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { listFailedMessages, retryFailedMessage } from './service';
import { adminId } from '../../plugins/auth';

/** Emails and webhook calls the outbox gave up on, and sending one again. */
export function adminOutboxRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminFailedOutboxMessages, {}, async (request, reply) => {
      const { messages, total } = await listFailedMessages(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, messages, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, retryAdminOutboxMessage, {}, async (request) => {
      await retryFailedMessage(context, await adminId(request), request.params.id);
      return { success: true, message: 'The message will be sent again shortly' };
    });
  };
}
