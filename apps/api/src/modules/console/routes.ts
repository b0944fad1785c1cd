import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../plugins/auth';
import { adminBusinessRoutes } from '../business/admin-routes';
import { adminAbandonedCartRoutes } from '../cart/admin-routes';
import { adminCategoryRoutes, adminProductRoutes, adminSearchRoutes } from '../catalog/admin-routes';
import { adminContentRoutes } from '../content/admin-routes';
import { adminCourierBalanceRoutes, adminCourierPayoutRoutes } from '../couriers/admin-routes';
import { adminCustomerRoutes } from '../customers/admin-routes';
import { adminDealRoutes } from '../deals/admin-routes';
import { adminDiscountCodeRoutes } from '../discounts/admin-routes';
import { adminDeliveryRoutes } from '../delivery/admin-routes';
import { adminEventRoutes } from '../live/admin-routes';
import { adminJournalRoutes } from '../journal/admin-routes';
import { adminMessageRoutes } from '../messages/admin-routes';
import { adminOutboxRoutes } from '../notifications/admin-routes';
import { adminOrderRoutes, adminWhatsappTemplateRoutes } from '../orders/admin-routes';
import { adminPushRoutes } from '../push/admin-routes';
import { adminReviewRoutes } from '../reviews/admin-routes';
import { adminShopSettingsRoutes } from '../shop-settings/admin-routes';
import { adminBlockRoutes } from '../trust/admin-routes';
import { adminAuditRoutes } from './audit-routes';
import { adminOverviewRoutes } from './overview-routes';
import { adminUploadRoutes } from './uploads-routes';

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
      await app.register(adminDiscountCodeRoutes(context));
      await app.register(adminContentRoutes(context));
      await app.register(adminBusinessRoutes(context));
      await app.register(adminJournalRoutes(context));
      await app.register(adminOrderRoutes(context));
      await app.register(adminCustomerRoutes(context));
      await app.register(adminDeliveryRoutes(context));
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
      await app.register(adminEventRoutes(context));
      await app.register(adminPushRoutes(context));
      await app.register(adminAbandonedCartRoutes(context));
      await app.register(adminCourierPayoutRoutes(context));
      await app.register(adminCourierBalanceRoutes(context));
    });
  };
}
