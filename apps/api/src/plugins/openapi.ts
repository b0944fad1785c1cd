import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const securitySchemes = {
  /** docs/product.md §7: cart and order calls send the token in a header named 'token'. */
  tokenHeader: { type: 'apiKey', in: 'header', name: 'token' },
  /** docs/product.md §7: review calls send it as 'Authorization: Bearer …'. */
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
} as const;

/**
 * Collects every /api route into an OpenAPI 3 document, with the zod schemas of bodies, queries and
 * params turned into JSON Schema. Pages, uploads and the sitemap are not API and stay out.
 * Served by modules/docs at /api/docs/openapi.json and, readable, at /api/docs.
 */
export const openApiPlugin = fp(async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description:
          'Money is in rupees (at most 2 decimals). Errors are { success: false, code, message, fields? } with an honest status code: `code` is stable and machine-readable (each call lists its codes per status), so clients branch on the status and code, never on the message, which is for people and may be reworded; `fields` names the refused inputs of a 400. Calls that need a token take it in the `token` header or as `Authorization: Bearer`.',
      },
      components: { securitySchemes: { ...securitySchemes } },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/')) return { schema: { ...document.schema, hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
  });
});
