import type { FastifyInstance } from 'fastify';
import {
  confirmNewsletter,
  getAccountNewsletter,
  oneClickUnsubscribeNewsletter,
  sendContactMessage,
  setAccountNewsletter,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '@shop/core/messages/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import {
  accountIsSubscribed,
  confirmSubscription,
  receiveContactMessage,
  requestUnsubscribeLink,
  setAccountSubscription,
  subscribe,
  unsubscribeByLink,
} from './service';

const tooMany = (retryAfterSeconds: number) =>
  `Too many messages from your connection. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

/**
 * RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as either form type. The body is read and
 * dropped: the signed token in the address says who leaves, and the POST itself is the request.
 */
const oneClickFormTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 4096;

export function messageRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const perClient = (name: string, max: number) => app.limit({ name, max, timeWindow: '10 minutes', message: tooMany });

    endpointRoute(app, sendContactMessage, { preHandler: perClient('contact', 5) }, async (request) => ({
      success: true,
      message: await receiveContactMessage(context, request.body),
    }));

    const newsletterLimit = perClient('newsletter', 10);
    endpointRoute(app, subscribeNewsletter, { preHandler: newsletterLimit }, async (request) => ({
      success: true,
      message: await subscribe(context, request.body.email),
    }));
    endpointRoute(app, unsubscribeNewsletter, { preHandler: newsletterLimit }, async (request) => ({
      success: true,
      message: await requestUnsubscribeLink(context, request.body.email),
    }));

    // The emailed links are the proof; their pages POST the token (a GET of a link changes nothing).
    endpointRoute(app, confirmNewsletter, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, message: await confirmSubscription(context, request.body.token) };
    });

    // No per-client limit of its own: mail providers POST every one-click unsubscription from a few addresses.
    await app.register(async (oneClick) => {
      oneClick.addContentTypeParser(oneClickFormTypes, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, {}));
      endpointRoute(oneClick, oneClickUnsubscribeNewsletter, {}, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true, message: await unsubscribeByLink(context, request.query.token) };
      });
    });

    endpointRoute(app, getAccountNewsletter, { onRequest: mustBeLoggedIn }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, subscribed: await accountIsSubscribed(context, await requireUser(request)) };
    });
    // The newsletter limit too: each subscription from the account sends a welcome.
    endpointRoute(app, setAccountNewsletter, { onRequest: mustBeLoggedIn, preHandler: newsletterLimit }, async (request) => {
      const { subscribed } = request.body;
      return { success: true, subscribed, message: await setAccountSubscription(context, await requireUser(request), subscribed) };
    });
  };
}
