import type { FastifyInstance } from 'fastify';
import { getAdminDeliverySettings, putAdminDeliverySettings } from '@shop/core/delivery/contract';
import { rupeesToPaisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { currentDeliverySettings, toAdminDeliverySettingsDto, updateDeliverySettings } from './service';
import { settingVersion } from '../../lib/edit-version';

/** The delivery settings as the owner edits them: with the couriers orders ship with. */
export function adminDeliveryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminDeliverySettings, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [settings, version] = await Promise.all([currentDeliverySettings(context.db), settingVersion(context.db, 'delivery-settings')]);
      return { success: true, settings: toAdminDeliverySettingsDto(settings, version) };
    });

    endpointRoute(app, putAdminDeliverySettings, {}, async (request) => {
      const { settings, version } = await updateDeliverySettings(context, await adminId(request), {
        mode: request.body.mode,
        fixedCharge: rupeesToPaisa(request.body.fixedCharge),
        freeDeliveryAbove: rupeesToPaisa(request.body.freeDeliveryAbove),
        couriers: request.body.couriers,
        deliveryDays: request.body.deliveryDays,
        version: request.body.version,
      });
      return { success: true, settings: toAdminDeliverySettingsDto(settings, version), message: 'Delivery settings updated successfully' };
    });
  };
}
