import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Embedded players and maps the journal and contact pages may show; nothing else may be framed. */
const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.google.com',
  'https://maps.google.com',
];

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * HSTS only when shoppers reach the shop over HTTPS: it tells browsers never to use plain HTTP again.
 *
 * helmet itself, built once: @fastify/helmet builds a new helmet middleware for every request, parsing
 * the whole policy again each time, which cost a busy catalog a tenth of its throughput (issue 31).
 */
export const securityPlugin = fp(async function security(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const setSecurityHeaders = helmet({
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and carousel libraries set styles at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The console's service worker and manifest (issue 32), both its own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: frameSources,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // helmet 8 throws its errors rather than passing them on, so its callback carries none.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
});
