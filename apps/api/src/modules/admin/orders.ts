import type { FastifyInstance } from 'fastify';
import {
  addOrderNote as addOrderNoteEndpoint,
  exportAdminOrders,
  extendAdminOrderHold,
  getAdminOrder,
  listAdminOrders,
  moveAdminOrderStatus,
  recordDeliveryAttempt as recordDeliveryAttemptEndpoint,
} from '@shop/core/contract/admin/orders';
import { deliveryAttemptFailedText, orderCallOutcomeLabels } from '@shop/core/parcel-story';
import { getOrderReportSummary } from '@shop/core/contract/admin/reports';
import { getAdminDeliverySettings, putAdminDeliverySettings } from '@shop/core/contract/delivery';
import { rupeesToPaisa } from '@shop/core/money';
import { HOLD_EXTENSION_HOURS } from '@shop/core/customer-trust';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { currentDeliverySettings, toAdminDeliverySettingsDto, updateDeliverySettings } from '../delivery/service';
import { orderReport, reportPeriod } from './orders-reports';
import { addOrderNote, changeOrderStatus, exportOrders, exportStart, extendOrderHold, getOrder, listOrders, recordDeliveryAttempt } from './orders-service';
import { adminId } from './shared';

export function adminOrderRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminOrders, {}, async (request, reply) => {
      const { orders, total, counts } = await listOrders(context, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, orders, total, limit: request.query.limit, offset: request.query.offset, counts };
    });

    endpointRoute(app, exportAdminOrders, {}, async (request, reply) => {
      const now = context.clock.now();
      const csv = await exportOrders(context.db, exportStart(request.query.from, now));
      return reply
        .type(exportAdminOrders.successContentType)
        .header('content-disposition', `attachment; filename="orders-${now.toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    endpointRoute(app, getAdminOrder, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, order: await getOrder(context, request.params.id) };
    });

    endpointRoute(app, moveAdminOrderStatus, {}, async (request) => {
      const order = await changeOrderStatus(context, await adminId(request), request.params.id, request.body);
      return { success: true, message: `Order #${order.orderNumber} is now ${order.status}`, order };
    });

    endpointRoute(app, extendAdminOrderHold, {}, async (request) => {
      const order = await extendOrderHold(context, await adminId(request), request.params.id);
      return { success: true, message: `Order #${order.orderNumber} is held ${HOLD_EXTENSION_HOURS} hours longer`, order };
    });

    endpointRoute(app, recordDeliveryAttemptEndpoint, {}, async (request) => {
      const order = await recordDeliveryAttempt(context, await adminId(request), request.params.id, request.body);
      return { success: true, message: `Order #${order.orderNumber}: ${deliveryAttemptFailedText(request.body.reason)}`, order };
    });

    endpointRoute(app, addOrderNoteEndpoint, {}, async (request) => {
      const order = await addOrderNote(context, await adminId(request), request.params.id, request.body);
      const what = request.body.call ? `Call logged: ${orderCallOutcomeLabels[request.body.call]}` : 'Note added';
      return { success: true, message: `${what} on order #${order.orderNumber}`, order };
    });

    endpointRoute(app, getOrderReportSummary, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, report: await orderReport(context.db, reportPeriod(request.query, context.clock.now())) };
    });

    // The delivery settings as the owner edits them: with the couriers orders ship with.
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
