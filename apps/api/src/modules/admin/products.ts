import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/contract/admin/products';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  addProductImages,
  createProduct,
  deleteProduct,
  getProduct,
  imageRoomLeft,
  listProducts,
  removeProductImage,
  setProductStatus,
  setProductStock,
  tooManyImages,
  updateProduct,
} from './products-service';
import { adminId } from './shared';
import { readImageFiles } from './upload-form';

export function adminProductRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listAdminProducts, {}, async (request) => {
      const { products, total } = await listProducts(context.db, request.query);
      return { success: true, products, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, contract.getAdminProduct, {}, async (request) => ({
      success: true,
      product: await getProduct(context.db, request.params.id),
    }));

    endpointRoute(app, contract.createProduct, {}, async (request) => ({
      success: true,
      message: 'Product created',
      product: await createProduct(context, await adminId(request), request.body),
    }));

    endpointRoute(app, contract.updateProduct, {}, async (request) => ({
      success: true,
      message: 'Product updated',
      product: await updateProduct(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, contract.setProductStatus, {}, async (request) => {
      const product = await setProductStatus(context, await adminId(request), request.params.id, request.body.status);
      return { success: true, message: product.status === 'published' ? 'Product published' : 'Product unpublished', product };
    });

    endpointRoute(app, contract.setProductStock, {}, async (request) => ({
      success: true,
      message: 'Stock updated',
      product: await setProductStock(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, contract.deleteProduct, {}, async (request) => {
      await deleteProduct(context, await adminId(request), request.params.id);
      return { success: true, message: 'Product deleted' };
    });

    endpointRoute(app, contract.addProductImages, {}, async (request) => {
      const actor = await adminId(request);
      // A full product is refused before its photos are read.
      const room = await imageRoomLeft(context.db, request.params.id);
      if (room <= 0) throw tooManyImages(room);
      const files = await readImageFiles(request);
      if (files.length > room) throw tooManyImages(room);
      const { images, product } = await addProductImages(context, actor, request.params.id, files);
      return { success: true, message: 'Images added', images, product };
    });

    endpointRoute(app, contract.removeProductImage, {}, async (request) => ({
      success: true,
      message: 'Image removed',
      product: await removeProductImage(context, await adminId(request), request.params.id, request.query.url),
    }));
  };
}
