import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

/** HSTS only when shoppers reach the shop over HTTPS: it tells browsers never to use plain HTTP again. */
export const securityPlugin = fp(async function security(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(helmet, {
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
});
