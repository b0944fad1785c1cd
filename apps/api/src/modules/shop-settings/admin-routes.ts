import type { FastifyInstance } from 'fastify';
import { getAdminShopSettings, putAdminShopSettings } from '@shop/core/console/admin-shop-settings-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminShopSettings, updateShopSettings } from './service';
import { adminId } from '../../plugins/auth';

/** The settings of the owner's console: the low-stock threshold. */
export function adminShopSettingsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminShopSettings, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, settings: await adminShopSettings(context.db) };
    });

    endpointRoute(app, putAdminShopSettings, {}, async (request) => ({
      success: true,
      message: 'Shop settings saved',
      settings: await updateShopSettings(context, await adminId(request), request.body),
    }));
  };
}
