import type { FastifyInstance } from 'fastify';
import { getDeliverySettings, updateDeliverySettings as updateDeliverySettingsEndpoint } from '@shop/core/delivery/contract';
import { rupeesToPaisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached } from '../../lib/response-cache';
import { requireAdmin } from '../../plugins/auth';
import { deliverySettingsBody } from './cached-reads';
import { toDeliverySettingsDto, updateDeliverySettings } from './service';

export function deliveryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getDeliverySettings, {}, async (request, reply) => {
      return sendCached(request, reply, await deliverySettingsBody(context), 60);
    });

    // Refused before the body is read unless an admin asks.
    endpointRoute(app, updateDeliverySettingsEndpoint, { onRequest: async (request) => void (await requireAdmin(request)) }, async (request) => {
      const admin = await requireAdmin(request);
      const { settings: saved } = await updateDeliverySettings(context, admin.id, {
        mode: request.body.mode,
        fixedCharge: rupeesToPaisa(request.body.fixedCharge),
        freeDeliveryAbove: rupeesToPaisa(request.body.freeDeliveryAbove),
        deliveryDays: request.body.deliveryDays,
      });
      return { success: true, settings: toDeliverySettingsDto(saved), message: 'Delivery settings updated successfully' };
    });
  };
}
