import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/contract/admin/categories';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service';
import { adminId } from './shared';

export function adminCategoryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listAdminCategories, {}, async () => ({ success: true, categories: await listCategories(context.db) }));

    endpointRoute(app, contract.createCategory, {}, async (request) => ({
      success: true,
      message: 'Category created',
      category: await createCategory(context, await adminId(request), request.body),
    }));

    endpointRoute(app, contract.updateCategory, {}, async (request) => ({
      success: true,
      message: 'Category updated',
      category: await updateCategory(context, await adminId(request), request.params.name, request.body),
    }));

    endpointRoute(app, contract.deleteCategory, {}, async (request) => {
      await deleteCategory(context, await adminId(request), request.params.name);
      return { success: true, message: 'Category deleted' };
    });
  };
}
