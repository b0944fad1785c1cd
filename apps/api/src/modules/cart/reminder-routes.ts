import type { FastifyInstance } from 'fastify';
import { unsubscribeCartReminders } from '@shop/core/cart/reminders-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { unsubscribeFromCartReminders } from './service';

/**
 * RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as either form type. The body is read and
 * dropped: the token in the address says whose reminders stop, and the POST itself is the request.
 */
const oneClickFormTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 4096;

/** The reminder email's one-click unsubscribe, public: the token is the proof, and the shop's page POSTs it too. */
export function cartReminderRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(oneClickFormTypes, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, {}));
    endpointRoute(app, unsubscribeCartReminders, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, message: await unsubscribeFromCartReminders(context, request.query.token) };
    });
  };
}
