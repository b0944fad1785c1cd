import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealCreateSchema, dealListQuery, dealUpdateSchema, publicationStatusBody, stockBody } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { createDeal, getDeal, listDeals, setDealStatus, setDealStock, updateDeal } from './deals-service';
import { adminId, doc, idParams } from './shared';

export function adminDealRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('deals', summary);

    app.get('/deals', { schema: { ...meta('List deals of every status, newest first (?status=, ?q=)'), querystring: dealListQuery } }, async (request) => {
      const { deals, total } = await listDeals(context.db, request.query);
      return { success: true, deals, total, limit: request.query.limit, offset: request.query.offset };
    });

    app.get('/deals/:id', { schema: { ...meta('Get one deal'), params: idParams } }, async (request) => ({
      success: true,
      deal: await getDeal(context.db, request.params.id),
    }));

    app.post(
      '/deals',
      { schema: { ...meta('Create a deal; dealTotal is computed from the products and their units'), body: dealCreateSchema } },
      async (request, reply) => {
        const deal = await createDeal(context, await adminId(request), request.body);
        return reply.code(201).send({ success: true, message: 'Deal created', deal });
      },
    );

    app.patch(
      '/deals/:id',
      { schema: { ...meta('Change some fields of a deal (stock and status have their own calls)'), params: idParams, body: dealUpdateSchema } },
      async (request) => ({
        success: true,
        message: 'Deal updated',
        deal: await updateDeal(context, await adminId(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/deals/:id/status',
      { schema: { ...meta('Publish or unpublish a deal ({ status: published | draft })'), params: idParams, body: publicationStatusBody } },
      async (request) => {
        const deal = await setDealStatus(context, await adminId(request), request.params.id, request.body.status);
        return { success: true, message: deal.status === 'published' ? 'Deal published' : 'Deal unpublished', deal };
      },
    );

    app.post(
      '/deals/:id/stock',
      { schema: { ...meta("Set the deal's own stock ({ quantity }) or change it ({ change: +n | -n })"), params: idParams, body: stockBody } },
      async (request) => ({
        success: true,
        message: 'Stock updated',
        deal: await setDealStock(context, await adminId(request), request.params.id, request.body),
      }),
    );
  };
}
