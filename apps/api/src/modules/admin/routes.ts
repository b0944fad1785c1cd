import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { adminAuditRoutes } from './audit';
import { adminBlockRoutes } from './blocks';
import { adminBusinessRoutes } from './business';
import { adminCategoryRoutes } from './categories';
import { adminContentRoutes } from './content';
import { adminDealRoutes } from './deals';
import { adminJournalRoutes } from './journal';
import { adminMessageRoutes } from './messages';
import { adminOrderRoutes } from './orders';
import { adminOutboxRoutes } from './outbox';
import { adminOverviewRoutes } from './overview';
import { adminProductRoutes } from './products';
import { adminReviewRoutes } from './reviews';
import { adminSearchRoutes } from './search';
import { adminShopSettingsRoutes } from './shop-settings';
import { adminUploadRoutes } from './uploads';
import { adminWhatsappTemplateRoutes } from './whatsapp-templates';

/**
 * Every admin call (its contract's path starts with /api/admin) behind one onRequest hook: no route
 * can be added here without the admin check, and nobody else gets as far as having a body read.
 */
export function adminRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    await parent.register(async (app) => {
      app.addHook('onRequest', async (request) => {
        await requireAdmin(request);
      });
      app.addHook('onRoute', (route) => {
        // The document and the contract walk trust `auth: 'admin'`; a route here must say so.
        if (route.config?.endpoint?.auth !== 'admin') throw new Error(`${route.method} ${route.url} is in the admin scope without an admin contract`);
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
      await app.register(adminOutboxRoutes(context));
      await app.register(adminAuditRoutes(context));
      await app.register(adminShopSettingsRoutes(context));
      await app.register(adminBlockRoutes(context));
      await app.register(adminSearchRoutes(context));
      await app.register(adminOverviewRoutes(context));
      await app.register(adminUploadRoutes(context));
      await app.register(adminWhatsappTemplateRoutes(context));
    });
  };
}
