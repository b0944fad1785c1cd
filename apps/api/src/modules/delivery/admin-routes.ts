import type { FastifyInstance } from 'fastify';
import { getAdminDeliverySettings, putAdminDeliverySettings } from '@shop/core/delivery/contract';
import { rupeesToPaisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { currentDeliverySettings, toAdminDeliverySettingsDto, updateDeliverySettings } from './service';

/** The delivery settings as the owner edits them: with the couriers orders ship with. */
export function adminDeliveryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminDeliverySettings, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, settings: toAdminDeliverySettingsDto(await currentDeliverySettings(context.db)) };
    });

    endpointRoute(app, putAdminDeliverySettings, {}, async (request) => {
      const saved = await updateDeliverySettings(context, await adminId(request), {
        mode: request.body.mode,
        fixedCharge: rupeesToPaisa(request.body.fixedCharge),
        freeDeliveryAbove: rupeesToPaisa(request.body.freeDeliveryAbove),
        couriers: request.body.couriers,
        deliveryDays: request.body.deliveryDays,
      });
      return { success: true, settings: toAdminDeliverySettingsDto(saved), message: 'Delivery settings updated successfully' };
    });
  };
}
