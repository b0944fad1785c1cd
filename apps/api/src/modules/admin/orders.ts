import type { FastifyInstance } from 'fastify';
import { exportAdminOrders, getAdminOrder, listAdminOrders, moveAdminOrderStatus } from '@shop/core/contract/admin/orders';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { changeOrderStatus, exportOrders, exportStart, getOrder, listOrders } from './orders-service';
import { adminId } from './shared';

export function adminOrderRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminOrders, {}, async (request, reply) => {
      const { orders, total } = await listOrders(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, orders, total, limit: request.query.limit, offset: request.query.offset };
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
      return { success: true, order: await getOrder(context.db, request.params.id) };
    });

    endpointRoute(app, moveAdminOrderStatus, {}, async (request) => {
      const order = await changeOrderStatus(context, await adminId(request), request.params.id, request.body.status, request.body.reason);
      return { success: true, message: `Order #${order.orderNumber} is now ${order.status}`, order };
    });
  };
}
