import type { FastifyInstance } from 'fastify';
import {
  cancelOrder as cancelOrderEndpoint,
  confirmOrder as confirmOrderEndpoint,
  getCancellationReasons,
  getOrder as getOrderEndpoint,
  listOrders as listOrdersEndpoint,
  placeOrder as placeOrderEndpoint,
} from '@shop/core/orders/contract';
import { orderConfirmMessages, orderMessages } from '@shop/core/orders/order-messages';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import { confirmOrderByLink } from './confirm-link';
import { CONFIRM_ATTEMPTS_PER_CLIENT, CONFIRM_WINDOW_MINUTES } from '@shop/core/orders/confirm-code';
import { cancelOrder, cancellationReasons, getOwnOrder, listOrders, placeOrder, previewDiscountCode } from './service';
import { applyDiscountCode as applyDiscountCodeEndpoint } from '@shop/core/discounts/contract';
import { DISCOUNT_CODE_TRIES_PER_CLIENT, DISCOUNT_CODE_TRIES_WINDOW_MINUTES } from '@shop/core/discounts/discount-codes';

export function orderRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getCancellationReasons, {}, async () => ({ success: true, cancellationReasons: [...cancellationReasons()] }));

    endpointRoute(app, placeOrderEndpoint, { onRequest: mustBeLoggedIn }, async (request, reply) => {
      const user = await requireUser(request);
      const placed = await placeOrder(context, user, request.body, request.headers['idempotency-key']);
      return reply.code(placed.statusCode).send(placed.body);
    });

    endpointRoute(app, listOrdersEndpoint, { onRequest: mustBeLoggedIn }, async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { success: true, orders: await listOrders(context, user.id, request.body?.view) };
    });

    endpointRoute(app, getOrderEndpoint, { onRequest: mustBeLoggedIn }, async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { success: true, order: await getOwnOrder(context, user.id, request.params.id) };
    });

    endpointRoute(app, cancelOrderEndpoint, { onRequest: mustBeLoggedIn }, async (request) => {
      const user = await requireUser(request);
      await cancelOrder(context, user.id, request.body.orderId, request.body.cancellationReason);
      return { success: true, message: orderMessages.cancelled };
    });

    // A code is a price: trying them one after another must not find one (docs/product.md §4 Discount codes).
    endpointRoute(
      app,
      applyDiscountCodeEndpoint,
      {
        onRequest: mustBeLoggedIn,
        preHandler: app.limit({
          name: 'discount-code',
          max: DISCOUNT_CODE_TRIES_PER_CLIENT,
          timeWindow: `${DISCOUNT_CODE_TRIES_WINDOW_MINUTES} minutes`,
          message: (seconds) => `Too many codes tried. Please try again in ${seconds} seconds.`,
        }),
      },
      async (request, reply) => {
        const user = await requireUser(request);
        reply.header('cache-control', 'no-store');
        const preview = await previewDiscountCode(context, user.id, request.body.code, request.body.phone);
        return { success: true, ...preview, message: `The code ${preview.code} is applied.` };
      },
    );

    // No login: the link in the order email, or the WhatsApp message's short code, is the proof
    // (docs/product.md §4). A POST, never a GET. The limit makes guessing a code hopeless (decision 019).
    endpointRoute(
      app,
      confirmOrderEndpoint,
      {
        preHandler: app.limit({
          name: 'order-confirm',
          max: CONFIRM_ATTEMPTS_PER_CLIENT,
          timeWindow: `${CONFIRM_WINDOW_MINUTES} minutes`,
          message: (seconds) => `Too many tries. Please try again in ${seconds} seconds.`,
        }),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true, message: orderConfirmMessages.confirmed, order: await confirmOrderByLink(context, request.body) };
      },
    );
  };
}
