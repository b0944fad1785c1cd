import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderExportQuery, orderListQuery, orderStatusBody } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { changeOrderStatus, exportOrders, exportStart, getOrder, listOrders } from './orders-service';
import { adminId, doc, idParams } from './shared';

export function adminOrderRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('orders', summary);

    app.get(
      '/orders',
      { schema: { ...meta("List every customer's orders, newest first (?status=, ?from=, ?to=, ?q=, ?limit=, ?offset=)"), querystring: orderListQuery } },
      async (request, reply) => {
        const { orders, total } = await listOrders(context.db, request.query);
        return reply.header('cache-control', 'no-store').send({ success: true, orders, total, limit: request.query.limit, offset: request.query.offset });
      },
    );

    app.get(
      '/orders.csv',
      {
        schema: {
          ...meta('Export orders placed since a day (?from=, default 30 days ago) as CSV, as the admin command line does'),
          querystring: orderExportQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const now = context.clock.now();
        const csv = await exportOrders(context.db, exportStart(request.query.from, now));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${now.toISOString().slice(0, 10)}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get('/orders/:id', { schema: { ...meta('Get one order with its customer and where it can move next'), params: idParams } }, async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ success: true, order: await getOrder(context.db, request.params.id) }),
    );

    app.post(
      '/orders/:id/status',
      {
        schema: {
          ...meta('Move an order to its next status, or cancel it before delivery ({ status, reason }); the customer is emailed'),
          params: idParams,
          body: orderStatusBody,
        },
      },
      async (request) => {
        const order = await changeOrderStatus(context, await adminId(request), request.params.id, request.body.status, request.body.reason);
        return { success: true, message: `Order #${order.orderNumber} is now ${order.status}`, order };
      },
    );
  };
}
