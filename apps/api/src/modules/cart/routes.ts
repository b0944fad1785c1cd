import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { mustBeLoggedIn, requireUser } from '../../plugins/auth';
import { tokenSecurity } from '../../plugins/openapi';
import { cartOf, changeCartLine, mergeCart } from './service';

const doc = (summary: string) => ({ tags: ['Cart'], summary, security: tokenSecurity });
const lineSummary = (kind: 'product' | 'deal', mode: 'add' | 'update') =>
  mode === 'add' ? `Add a ${kind} to the cart` : `Set the quantity of a ${kind} in the cart`;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
/** Whole numbers only: "2", 1.5 and huge values are refused rather than guessed at. */
const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(-1000, 'Quantity is out of range')
  .max(1000, 'Quantity is out of range');

const productLine = z.object({ itemId: id('Product ID is required'), quantity });
const dealLine = z.object({ dealId: id('No deal ID provided'), quantity });
const lines = z.record(z.string().max(64), z.number().int().min(1).max(1000)).refine((record) => Object.keys(record).length <= 200, 'Too many cart lines');
const mergeBody = z.object({ products: lines.default({}), deals: lines.default({}) });

export function cartRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', mustBeLoggedIn);

    app.get('/api/cart/', { schema: doc("The logged-in customer's cart: product and deal quantities") }, async (request, reply) => {
      const user = await requireUser(request);
      return reply.header('cache-control', 'no-store').send({ success: true, cartData: await cartOf(context, user.id), message: 'Cart loaded' });
    });

    const lineRoute = (url: string, kind: 'product' | 'deal', mode: 'add' | 'update') =>
      app.post(url, { schema: { ...doc(lineSummary(kind, mode)), body: kind === 'product' ? productLine : dealLine } }, async (request) => {
        const user = await requireUser(request);
        const body = request.body as { itemId?: string; dealId?: string; quantity: number };
        const result = await changeCartLine(context, user.id, { kind, mode, id: (body.itemId ?? body.dealId)!, quantity: body.quantity });
        return { success: true, ...result };
      });
    lineRoute('/api/cart/add', 'product', 'add');
    lineRoute('/api/cart/update', 'product', 'update');
    lineRoute('/api/cart/add-deal', 'deal', 'add');
    lineRoute('/api/cart/update-deal', 'deal', 'update');

    app.post('/api/cart/merge', { schema: { ...doc("Merge a visitor's local cart into the account's cart at login"), body: mergeBody } }, async (request) => {
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
