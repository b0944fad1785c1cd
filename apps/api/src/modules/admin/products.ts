import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productCreateSchema, productListQuery, productUpdateSchema, publicationStatusBody, removeImageQuery, stockBody } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
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
import { adminId, doc, idParams } from './shared';
import { readImageFiles } from './upload-form';

export function adminProductRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const meta = (summary: string) => doc('products', summary);

    app.get(
      '/products',
      { schema: { ...meta('List products of every status, newest first (?status=, ?q=)'), querystring: productListQuery } },
      async (request) => {
        const { products, total } = await listProducts(context.db, request.query);
        return { success: true, products, total, limit: request.query.limit, offset: request.query.offset };
      },
    );

    app.get('/products/:id', { schema: { ...meta('Get one product'), params: idParams } }, async (request) => ({
      success: true,
      product: await getProduct(context.db, request.params.id),
    }));

    app.post('/products', { schema: { ...meta('Create a product (draft unless status is published)'), body: productCreateSchema } }, async (request, reply) => {
      const product = await createProduct(context, await adminId(request), request.body);
      return reply.code(201).send({ success: true, message: 'Product created', product });
    });

    app.patch(
      '/products/:id',
      { schema: { ...meta('Change some fields of a product (stock and status have their own calls)'), params: idParams, body: productUpdateSchema } },
      async (request) => ({
        success: true,
        message: 'Product updated',
        product: await updateProduct(context, await adminId(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/products/:id/status',
      { schema: { ...meta('Publish or unpublish a product ({ status: published | draft })'), params: idParams, body: publicationStatusBody } },
      async (request) => {
        const product = await setProductStatus(context, await adminId(request), request.params.id, request.body.status);
        return { success: true, message: product.status === 'published' ? 'Product published' : 'Product unpublished', product };
      },
    );

    app.post(
      '/products/:id/stock',
      { schema: { ...meta('Set the stock ({ quantity }) or change it ({ change: +n | -n })'), params: idParams, body: stockBody } },
      async (request) => ({
        success: true,
        message: 'Stock updated',
        product: await setProductStock(context, await adminId(request), request.params.id, request.body),
      }),
    );

    app.delete('/products/:id', { schema: { ...meta('Delete a product that no order or deal includes'), params: idParams } }, async (request) => {
      await deleteProduct(context, await adminId(request), request.params.id);
      return { success: true, message: 'Product deleted' };
    });

    app.post(
      '/products/:id/images',
      {
        schema: {
          ...meta("Upload photos (multipart files named 'images'), added to the end of the image list"),
          params: idParams,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const actor = await adminId(request);
        const room = await imageRoomLeft(context.db, request.params.id);
        if (room <= 0) throw tooManyImages(room);
        const files = await readImageFiles(request);
        if (files.length > room) throw tooManyImages(room);
        const { images, product } = await addProductImages(context, actor, request.params.id, files);
        return reply.code(201).send({ success: true, message: 'Images added', images, product });
      },
    );

    app.delete(
      '/products/:id/images',
      { schema: { ...meta('Remove one image from the list (?url=)'), params: idParams, querystring: removeImageQuery } },
      async (request) => ({
        success: true,
        message: 'Image removed',
        product: await removeProductImage(context, await adminId(request), request.params.id, request.query.url),
      }),
    );
  };
}
