import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchPage, pages, type PageKey } from '@shop/core/shared/routes';

/**
 * Pages whose path carries a secret (the WhatsApp message's short confirm link, /c/{code}): their line
 * names the page's pattern, as the emailed link's line leaves its ?token= out.
 */
const secretPathPages: readonly PageKey[] = ['confirmOrderCode'];
const secretPathPrefixes = secretPathPages.map((key) => pages[key].path.slice(0, pages[key].path.indexOf(':')));

/** The path a line names: without its query, and without a secret path segment (with a trailing slash too). */
function loggedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  if (!secretPathPrefixes.some((prefix) => path.startsWith(prefix))) return path;
  const match = matchPage(path);
  return match && secretPathPages.includes(match.page) ? pages[match.page].path : path;
}

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
        url: loggedPath(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
});
