import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendContactMessage, subscribeNewsletter, unsubscribeNewsletter } from '@shop/core/contract/messages';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { receiveContactMessage, subscribe, unsubscribe } from './service';

const tooMany = (retryAfterSeconds: number) =>
  `Too many messages from your connection. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

export function messageRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const perIp = (name: string, max: number) =>
      app.limit({ max, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`, message: tooMany });

    endpointRoute(app, sendContactMessage, { preHandler: perIp('contact', 5) }, async (request) => ({
      success: true,
      message: await receiveContactMessage(context, request.body),
    }));

    const newsletterLimit = perIp('newsletter', 10);
    endpointRoute(app, subscribeNewsletter, { preHandler: newsletterLimit }, async (request) => ({
      success: true,
      message: await subscribe(context, request.body.email),
    }));
    endpointRoute(app, unsubscribeNewsletter, { preHandler: newsletterLimit }, async (request) => ({
      success: true,
      message: await unsubscribe(context, request.body.email),
    }));
  };
}
