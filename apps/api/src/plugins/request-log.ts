import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** One line per request. Only method, path and outcome: never bodies or headers (tokens, passwords). */
export const requestLogPlugin = fp(async function requestLog(app: FastifyInstance) {
  // Echoed so that a shopper's error report ("ref …") can be matched with the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
});
