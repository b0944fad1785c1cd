import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, newsletterRequestSchema } from '@shop/core/contact-schemas';
import type { AppContext } from '../../app-context';
import { receiveContactMessage, subscribe, unsubscribe } from './service';

const doc = (summary: string) => ({ tags: ['Messages'], summary });

const tooMany = (retryAfterSeconds: number) =>
  `Too many messages from your connection. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

export function messageRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const perIp = (name: string, max: number) =>
      app.limit({ max, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`, message: tooMany });

    app.post(
      '/api/contact',
      { schema: { ...doc('Send a message to the shop'), body: contactRequestSchema }, preHandler: perIp('contact', 5) },
      async (request, reply) => {
        const message = await receiveContactMessage(context, request.body);
        return reply.code(201).send({ success: true, message });
      },
    );

    const newsletterLimit = perIp('newsletter', 10);
    app.post(
      '/api/newsletter/subscribe',
      { schema: { ...doc('Subscribe to the newsletter'), body: newsletterRequestSchema }, preHandler: newsletterLimit },
      async (request) => ({
        success: true,
        message: await subscribe(context, request.body.email),
      }),
    );
    app.post(
      '/api/newsletter/unsubscribe',
      { schema: { ...doc('Unsubscribe from the newsletter'), body: newsletterRequestSchema }, preHandler: newsletterLimit },
      async (request) => ({
        success: true,
        message: await unsubscribe(context, request.body.email),
      }),
    );
  };
}
