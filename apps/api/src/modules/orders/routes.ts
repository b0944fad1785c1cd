import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrderRequestSchema, orderMessages, placeOrderRequestSchema } from '@shop/core/order-schemas';
import type { AppContext } from '../../app-context';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { cancelOrder, cancellationReasons, listOrders, placeOrder } from './service';

const doc = (summary: string) => ({ tags: ['Orders'], summary, security: tokenSecurity });

const idempotencyHeader = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 200 characters').max(200, 'Idempotency-Key must be 8 to 200 characters').optional(),
});

export function orderRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get('/api/order/cancellation-reasons', { schema: { tags: ['Orders'], summary: 'Reasons offered when cancelling' } }, async () => ({
      success: true,
      cancellationReasons: cancellationReasons(),
    }));

    app.post(
      '/api/order/place',
      {
        onRequest: mustBeLoggedIn,
        schema: {
          ...doc('Place a cash-on-delivery order, priced by the server (Idempotency-Key honoured)'),
          body: placeOrderRequestSchema,
          headers: idempotencyHeader,
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const placed = await placeOrder(context, user, request.body, request.headers['idempotency-key']);
        return reply.code(placed.statusCode).send(placed.body);
      },
    );

    app.post('/api/order/userorders', { onRequest: mustBeLoggedIn, schema: doc("The logged-in customer's orders, newest first") }, async (request, reply) => {
      const user = await requireUser(request);
      return reply.header('cache-control', 'no-store').send({ success: true, orders: await listOrders(context, user.id) });
    });

    app.post(
      '/api/order/cancel',
      { onRequest: mustBeLoggedIn, schema: { ...doc('Cancel an order within 15 minutes of placing it'), body: cancelOrderRequestSchema } },
      async (request) => {
        const user = await requireUser(request);
        await cancelOrder(context, user.id, request.body.orderId, request.body.cancellationReason);
        return { success: true, message: orderMessages.cancelled };
      },
    );
  };
}
