import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessDetailsUpdateSchema, storeCreateSchema, storeUpdateSchema } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { getBusinessDetails } from '../business/service';
import { createStore, deleteStore, listStores, updateBusinessDetails, updateStore } from './business-service';
import { adminId, doc, idParams } from './shared';

/** Business details (docs/product.md §3) and the stores listed with them. */
export function adminBusinessRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    const details = (summary: string) => doc('business details', summary);
    app.get('/business-details', { schema: details('Get the business details, stores included') }, async () => ({
      success: true,
      data: await getBusinessDetails(context.db),
    }));
    app.patch(
      '/business-details',
      {
        schema: {
          ...details('Replace parts of the business details: company, contact, location, socialMedia, logos, multiStore'),
          body: businessDetailsUpdateSchema,
        },
      },
      async (request) => ({
        success: true,
        message: 'Business details updated',
        data: await updateBusinessDetails(context, await adminId(request), request.body),
      }),
    );

    const store = (summary: string) => doc('stores', summary);
    app.get('/stores', { schema: store('List every store, active or not') }, async () => ({ success: true, stores: await listStores(context.db) }));
    app.post('/stores', { schema: { ...store('Add a store with its weekly opening hours'), body: storeCreateSchema } }, async (request, reply) => {
      const created = await createStore(context, await adminId(request), request.body);
      return reply.code(201).send({ success: true, message: 'Store added', store: created });
    });
    app.patch('/stores/:id', { schema: { ...store('Change a store'), params: idParams, body: storeUpdateSchema } }, async (request) => ({
      success: true,
      message: 'Store updated',
      store: await updateStore(context, await adminId(request), request.params.id, request.body),
    }));
    app.delete('/stores/:id', { schema: { ...store('Remove a store'), params: idParams } }, async (request) => {
      await deleteStore(context, await adminId(request), request.params.id);
      return { success: true, message: 'Store removed' };
    });
  };
}
