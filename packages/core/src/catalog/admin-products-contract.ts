import { z } from '../shared/zod';
import { productCreateSchema, productListQuery, productUpdateSchema, productStockBody, publicationStatusBody, removeImageQuery } from './admin-schemas';
import { adminProductDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { imageUploadErrors } from '../contract/error-codes';
import { adminIdParams, adminTag, notEnoughStockError, pageInfoShape } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin product calls (docs/product.md §7 Admin calls). */
export const adminProductErrorCodes = {
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** An order line or a deal still names it: it can be unpublished, not deleted. */
  productInUse: 'PRODUCT_IN_USE',
  /** The address to remove is not in the product's image list. */
  imageNotFound: 'IMAGE_NOT_FOUND',
} as const;

const tag = adminTag('Products');
const notFound = [adminProductErrorCodes.productNotFound] as const;
const productAnswer = z.object({ success: z.literal(true), message: z.string(), product: adminProductDtoSchema });

export const listAdminProducts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products',
  summary: 'List products of every status, newest first (?status=, ?q=, ?category= exact name, ?lowStock=true|false against the low-stock threshold)',
  tag,
  auth: 'admin',
  request: { query: productListQuery },
  success: { body: z.object({ success: z.literal(true), products: z.array(adminProductDtoSchema), ...pageInfoShape }) },
});

export const getAdminProduct = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/:id',
  summary: 'Get one product',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), product: adminProductDtoSchema }) },
  errors: { 404: notFound },
});

export const createProduct = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products',
  summary: 'Create a product (draft unless status is published)',
  tag,
  auth: 'admin',
  request: { body: productCreateSchema },
  success: { status: 201, body: productAnswer },
});

export const updateProduct = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/products/:id',
  summary:
    "Change some fields of a product (stock and status have their own calls); with the version the form was opened on, a save after someone else's is refused (409 EDIT_CONFLICT)",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: productUpdateSchema },
  success: { body: productAnswer },
  errors: { 404: notFound, 409: editConflictError() },
});

export const setProductStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/status',
  summary: 'Publish or unpublish a product ({ status: published | draft })',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: publicationStatusBody },
  success: { body: productAnswer },
  errors: { 404: notFound },
});

export const setProductStock = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/stock',
  summary:
    'Set the stock ({ quantity }, kept as a counted move of the difference) or change it ({ change: +n | -n }), with a reason (restock, damaged, correction, counted, other; without one: counted for quantity, restock for a positive change, correction for a negative one) and an optional note (at most 200 characters). Taking away more than there is: 409, nothing changed',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: productStockBody },
  success: { body: productAnswer },
  errors: { 404: notFound, 409: notEnoughStockError },
});

export const deleteProduct = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id',
  summary: 'Delete a product that no order or deal includes',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: notFound, 409: [adminProductErrorCodes.productInUse] },
});

export const addProductImages = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/images',
  summary: "Upload photos (multipart files named 'images'), added to the end of the image list",
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: {
    status: 201,
    body: z.object({ success: z.literal(true), message: z.string(), images: z.array(z.string()), product: adminProductDtoSchema }),
  },
  // TOO_MANY_IMAGES also when the photos would take the product past its image limit.
  errors: { ...imageUploadErrors, 404: notFound },
});

export const removeProductImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id/images',
  summary: 'Remove one image from the list (?url=)',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, query: removeImageQuery },
  success: { body: productAnswer },
  errors: { 404: [adminProductErrorCodes.productNotFound, adminProductErrorCodes.imageNotFound] },
});
