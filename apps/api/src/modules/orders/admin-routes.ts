import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  addOrderNote as addOrderNoteEndpoint,
  createHandOrder as createHandOrderEndpoint,
  exportAdminOrders,
  extendAdminOrderHold,
  getAdminOrder,
  listAdminOrders,
  moveAdminOrderStatus,
  previewHandOrder as previewHandOrderEndpoint,
  recordDeliveryAttempt as recordDeliveryAttemptEndpoint,
} from '@shop/core/orders/admin-contract';
import { deliveryAttemptFailedText, orderCallOutcomeLabels } from '@shop/core/delivery/parcel-story';
import { getOrderReportSummary } from '@shop/core/orders/admin-reports-contract';
import { shopDayOf } from '@shop/core/shared/shop-days';
import { HOLD_EXTENSION_HOURS } from '@shop/core/trust/customer-trust';
import { getAdminWhatsappTemplates, putAdminWhatsappTemplates } from '@shop/core/messages/admin-whatsapp-templates-contract';
import { defaultWhatsappTemplates } from '@shop/core/messages/whatsapp-templates';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { exportPeriod, startOrderExport } from './export';
import { getOrder, listOrders } from './owner-view';
import { createHandOrder, previewHandOrder } from './hand-orders';
import { addOrderNote, recordDeliveryAttempt } from './parcel-story';
import { orderReport, reportPeriod } from './reports';
import { changeOrderStatus, extendOrderHold } from './status-changes';
import { currentWhatsappTemplates, updateWhatsappTemplates } from './whatsapp-templates';
import { settingVersion } from '../../lib/edit-version';
import { adminId } from '../../plugins/auth';

export function adminOrderRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminOrders, {}, async (request, reply) => {
      const { orders, total, counts } = await listOrders(context, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, orders, total, limit: request.query.limit, offset: request.query.offset, counts };
    });

    endpointRoute(app, exportAdminOrders, {}, async (request, reply) => {
      const now = context.clock.now();
      // Checked before the first byte: a refused period answers 400 with nothing sent.
      const period = exportPeriod(request.query, now, context.config.shopTimeZone);
      const name = `orders-${shopDayOf(period.from, context.config.shopTimeZone)}-to-${shopDayOf(new Date(period.to.getTime() - 1), context.config.shopTimeZone)}.csv`;
      // Streamed: each batch of orders is read as the client takes the last (export.ts).
      const csv = await startOrderExport(context.db, period);
      return reply
        .type(exportAdminOrders.successContentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    });

    endpointRoute(app, createHandOrderEndpoint, {}, async (request) => {
      const order = await createHandOrder(context, await adminId(request), request.body);
      return { success: true, message: `Order #${order.orderNumber} is taken and confirmed`, order, whatsappUrl: order.whatsappUrl };
    });

    endpointRoute(app, previewHandOrderEndpoint, {}, async (request) => {
      return { success: true, ...(await previewHandOrder(context, request.body)) };
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
      const timeZone = context.config.shopTimeZone;
      return { success: true, report: await orderReport(context.db, reportPeriod(request.query, context.clock.now(), timeZone), timeZone) };
    });
  };
}

/** docs/product.md §4 WhatsApp messages: the owner's wording of the messages the orders' WhatsApp button fills in. */
export function adminWhatsappTemplateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminWhatsappTemplates, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [templates, version] = await Promise.all([currentWhatsappTemplates(context.db), settingVersion(context.db, 'whatsapp-templates')]);
      return { success: true, templates, defaults: defaultWhatsappTemplates, version };
    });

    endpointRoute(app, putAdminWhatsappTemplates, {}, async (request) => {
      const { templates, version } = await updateWhatsappTemplates(context, await adminId(request), request.body);
      return { success: true, message: 'WhatsApp messages saved', templates, defaults: defaultWhatsappTemplates, version };
    });
  };
}
