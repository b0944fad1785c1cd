import type { FastifyInstance } from 'fastify';
import {
  createAdminStore,
  deleteAdminStore,
  getAdminBusinessDetails,
  listAdminStores,
  updateAdminBusinessDetails,
  updateAdminStore,
} from '@shop/core/business/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminBusinessDetails } from './service';
import { createStore, deleteStore, listStores, updateBusinessDetails, updateStore } from './service';
import { adminId } from '../../plugins/auth';

/** Business details (docs/product.md §3) and the stores listed with them. */
export function adminBusinessRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminBusinessDetails, {}, async () => ({ success: true, data: await adminBusinessDetails(context.db) }));

    endpointRoute(app, updateAdminBusinessDetails, {}, async (request) => ({
      success: true,
      message: 'Business details updated',
      data: await updateBusinessDetails(context, await adminId(request), request.body),
    }));

    endpointRoute(app, listAdminStores, {}, async () => ({ success: true, stores: await listStores(context.db) }));

    endpointRoute(app, createAdminStore, {}, async (request) => ({
      success: true,
      message: 'Store added',
      store: await createStore(context, await adminId(request), request.body),
    }));

    endpointRoute(app, updateAdminStore, {}, async (request) => ({
      success: true,
      message: 'Store updated',
      store: await updateStore(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, deleteAdminStore, {}, async (request) => {
      await deleteStore(context, await adminId(request), request.params.id);
      return { success: true, message: 'Store removed' };
    });
  };
}
