import type { FastifyInstance } from 'fastify';
import * as categoryContract from '@shop/core/catalog/admin-categories-contract';
import * as productContract from '@shop/core/catalog/admin-products-contract';
import { getSearchSynonyms, putSearchSynonyms } from '@shop/core/catalog/admin-search-contract';
import { listStockMoves as listStockMovesEndpoint } from '@shop/core/catalog/admin-stock-moves-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  addProductImages,
  createProduct,
  deleteProduct,
  getProduct,
  imageRoomLeft,
  listProducts,
  listStockMoves,
  removeProductImage,
  setProductStatus,
  setProductStock,
  tooManyImages,
  updateProduct,
} from './products-service';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service';
import { replaceSearchSynonyms, searchSynonymLists } from './search-synonyms';
import { adminId } from '../../plugins/auth';
import { readImageFiles } from '../../lib/upload-form';

export function adminProductRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, productContract.listAdminProducts, {}, async (request) => {
      const { products, total } = await listProducts(context.db, request.query);
      return { success: true, products, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, productContract.getAdminProduct, {}, async (request) => ({
      success: true,
      product: await getProduct(context.db, request.params.id),
    }));

    endpointRoute(app, productContract.createProduct, {}, async (request) => ({
      success: true,
      message: 'Product created',
      product: await createProduct(context, await adminId(request), request.body),
    }));

    endpointRoute(app, productContract.updateProduct, {}, async (request) => ({
      success: true,
      message: 'Product updated',
      product: await updateProduct(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, productContract.setProductStatus, {}, async (request) => {
      const product = await setProductStatus(context, await adminId(request), request.params.id, request.body.status);
      return { success: true, message: product.status === 'published' ? 'Product published' : 'Product unpublished', product };
    });

    endpointRoute(app, productContract.setProductStock, {}, async (request) => ({
      success: true,
      message: 'Stock updated',
      product: await setProductStock(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, listStockMovesEndpoint, {}, async (request) => {
      const { limit, offset } = request.query;
      const { moves, total } = await listStockMoves(context.db, request.params.id, { limit, offset });
      return { success: true, moves, total, limit, offset };
    });

    endpointRoute(app, productContract.deleteProduct, {}, async (request) => {
      await deleteProduct(context, await adminId(request), request.params.id);
      return { success: true, message: 'Product deleted' };
    });

    endpointRoute(app, productContract.addProductImages, {}, async (request) => {
      const actor = await adminId(request);
      // A full product is refused before its photos are read.
      const room = await imageRoomLeft(context.db, request.params.id);
      if (room <= 0) throw tooManyImages(room);
      const files = await readImageFiles(request);
      if (files.length > room) throw tooManyImages(room);
      const { images, product } = await addProductImages(context, actor, request.params.id, files);
      return { success: true, message: 'Images added', images, product };
    });

    endpointRoute(app, productContract.removeProductImage, {}, async (request) => ({
      success: true,
      message: 'Image removed',
      product: await removeProductImage(context, await adminId(request), request.params.id, request.query.url),
    }));
  };
}

export function adminCategoryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, categoryContract.listAdminCategories, {}, async () => ({ success: true, categories: await listCategories(context.db) }));

    endpointRoute(app, categoryContract.createCategory, {}, async (request) => ({
      success: true,
      message: 'Category created',
      category: await createCategory(context, await adminId(request), request.body),
    }));

    endpointRoute(app, categoryContract.updateCategory, {}, async (request) => ({
      success: true,
      message: 'Category updated',
      category: await updateCategory(context, await adminId(request), request.params.name, request.body),
    }));

    endpointRoute(app, categoryContract.deleteCategory, {}, async (request) => {
      await deleteCategory(context, await adminId(request), request.params.name);
      return { success: true, message: 'Category deleted' };
    });
  };
}

/** The search's synonyms: the built-in list to read, the owner's own to replace. */
export function adminSearchRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getSearchSynonyms, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await searchSynonymLists(context.db)) };
    });

    endpointRoute(app, putSearchSynonyms, {}, async (request) => ({
      success: true,
      message: 'Search synonyms saved',
      ...(await replaceSearchSynonyms(context, await adminId(request), request.body.synonyms, request.body.version)),
    }));
  };
}
