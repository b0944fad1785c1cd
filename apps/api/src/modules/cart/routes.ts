import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDealToCart, addToCart, getCart, mergeCart as mergeCartEndpoint, updateCart, updateCartDeal } from '@shop/core/cart/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import { cartOf, changeCartLine, mergeCart, type CartLineChange } from './service';

export function cartRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', mustBeLoggedIn);

    endpointRoute(app, getCart, {}, async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { success: true, cartData: await cartOf(context, user.id), message: 'Cart loaded' };
    });

    const changeLine = async (request: FastifyRequest, change: CartLineChange) => {
      const user = await requireUser(request);
      return { success: true as const, ...(await changeCartLine(context, user.id, change)) };
    };
    endpointRoute(app, addToCart, {}, (request) =>
      changeLine(request, { kind: 'product', mode: 'add', id: request.body.itemId, quantity: request.body.quantity }),
    );
    endpointRoute(app, updateCart, {}, (request) =>
      changeLine(request, { kind: 'product', mode: 'update', id: request.body.itemId, quantity: request.body.quantity }),
    );
    endpointRoute(app, addDealToCart, {}, (request) =>
      changeLine(request, { kind: 'deal', mode: 'add', id: request.body.dealId, quantity: request.body.quantity }),
    );
    endpointRoute(app, updateCartDeal, {}, (request) =>
      changeLine(request, { kind: 'deal', mode: 'update', id: request.body.dealId, quantity: request.body.quantity }),
    );

    endpointRoute(app, mergeCartEndpoint, {}, async (request) => {
      const user = await requireUser(request);
      const { cartData, adjusted } = await mergeCart(context, user.id, request.body);
      return {
        success: true,
        cartData,
        adjusted,
        message: adjusted ? 'Some quantities in your cart were adjusted to what is available.' : 'Cart merged',
      };
    });
  };
}
