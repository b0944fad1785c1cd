import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { describeIssue, type ValidationIssue } from '../../plugins/errors';
import { tokenSecurity } from '../../plugins/openapi';
import { adminAuditRoutes } from './audit';
import { adminBusinessRoutes } from './business';
import { adminCategoryRoutes } from './categories';
import { adminContentRoutes } from './content';
import { adminDealRoutes } from './deals';
import { adminJournalRoutes } from './journal';
import { adminMessageRoutes } from './messages';
import { adminOrderRoutes } from './orders';
import { adminProductRoutes } from './products';
import { adminReviewRoutes } from './reviews';
import { adminUploadRoutes } from './uploads';

export const ADMIN_PREFIX = '/api/admin';

/**
 * Every admin call, under /api/admin, behind one onRequest hook: no route can be added here without
 * the admin check, and nobody else gets as far as having a body read.
 */
export function adminRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    await parent.register(
      async (app) => {
        app.addHook('onRequest', async (request) => {
          await requireAdmin(request);
        });
        app.addHook('onRoute', (route) => {
          // The document marks every admin call as needing a token.
          route.schema = { ...route.schema, security: tokenSecurity };
        });
        // Shop owners send whole forms: every validation message names its field.
        app.setErrorHandler((error: FastifyError, _request, reply) => {
          if (!hasZodFastifySchemaValidationErrors(error)) throw error;
          const first = error.validation[0] as ValidationIssue | undefined;
          const message = describeIssue(first, { alwaysNameField: true });
          const missingBody = error.validationContext === 'body' && /^Invalid input: expected object/.test(message);
          return reply.code(400).send({ success: false, message: missingBody ? 'Send the fields as a JSON object' : message });
        });
        await app.register(multipart, { throwFileSizeLimit: true });

        await app.register(adminProductRoutes(context));
        await app.register(adminCategoryRoutes(context));
        await app.register(adminDealRoutes(context));
        await app.register(adminContentRoutes(context));
        await app.register(adminBusinessRoutes(context));
        await app.register(adminJournalRoutes(context));
        await app.register(adminOrderRoutes(context));
        await app.register(adminReviewRoutes(context));
        await app.register(adminMessageRoutes(context));
        await app.register(adminAuditRoutes(context));
        await app.register(adminUploadRoutes(context));
      },
      { prefix: ADMIN_PREFIX },
    );
  };
}
