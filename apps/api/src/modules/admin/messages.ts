import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageListQuery, handledBody } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { activeSubscribers, exportSubscribers, listContactMessages, markHandled } from './messages-service';
import { adminId, doc, idParams } from './shared';

/** Contact-form messages and newsletter subscribers. */
export function adminMessageRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    const contact = (summary: string) => doc('messages', summary);
    app.get(
      '/contact-messages',
      { schema: { ...contact('List contact-form messages, newest first (?handled=true|false)'), querystring: contactMessageListQuery } },
      async (request, reply) => {
        const { messages, total } = await listContactMessages(context.db, request.query);
        return reply.header('cache-control', 'no-store').send({ success: true, messages, total, limit: request.query.limit, offset: request.query.offset });
      },
    );
    app.post(
      '/contact-messages/:id/handled',
      { schema: { ...contact('Mark a message handled ({ handled: true }, the default) or not yet handled'), params: idParams, body: handledBody } },
      async (request) => ({
        success: true,
        message: request.body.handled ? 'Marked as handled' : 'Marked as not handled',
        contactMessage: await markHandled(context, await adminId(request), request.params.id, request.body.handled),
      }),
    );

    const newsletter = (summary: string) => doc('newsletter', summary);
    app.get('/newsletter/subscribers', { schema: newsletter('List active newsletter subscribers') }, async (_request, reply) => {
      const subscribers = await activeSubscribers(context.db);
      return reply.header('cache-control', 'no-store').send({ success: true, subscribers, total: subscribers.length });
    });
    app.get(
      '/newsletter/subscribers.csv',
      { schema: { ...newsletter('Export active subscribers as CSV (email, subscribed_at), as the admin command line does'), produces: ['text/csv'] } },
      async (_request, reply) => {
        const csv = await exportSubscribers(context.db);
        const day = context.clock.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
