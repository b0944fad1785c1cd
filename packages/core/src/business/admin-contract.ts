import { z } from '../shared/zod';
import { businessDetailsUpdateSchema, storeCreateSchema, storeUpdateSchema } from './admin-schemas';
import { adminBusinessDetailsSchema, adminStoreDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin business-details and store calls (docs/product.md §3). */
export const adminBusinessErrorCodes = {
  /** The first save must carry every part at once: there is nothing yet to merge a part into. */
  detailsNotSetUp: 'BUSINESS_DETAILS_NOT_SET_UP',
  storeNotFound: 'STORE_NOT_FOUND',
} as const;

const detailsTag = adminTag('Business details');
const storesTag = adminTag('Stores');

export const getAdminBusinessDetails = defineEndpoint({
  method: 'GET',
  path: '/api/admin/business-details',
  summary: 'Get the business details, stores included',
  tag: detailsTag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), data: adminBusinessDetailsSchema }) },
  errors: { 404: [adminBusinessErrorCodes.detailsNotSetUp] },
});

export const updateAdminBusinessDetails = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/business-details',
  summary: 'Replace parts of the business details: company, contact, location, socialMedia, logos, multiStore',
  tag: detailsTag,
  auth: 'admin',
  request: { body: businessDetailsUpdateSchema },
  success: { body: z.object({ success: z.literal(true), message: z.string(), data: adminBusinessDetailsSchema }) },
  // A default store that does not exist is INVALID_REQUEST naming multiStore.defaultStore.
  errors: { 400: [adminBusinessErrorCodes.detailsNotSetUp], 409: editConflictError() },
});

export const listAdminStores = defineEndpoint({
  method: 'GET',
  path: '/api/admin/stores',
  summary: 'List every store, active or not',
  tag: storesTag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), stores: z.array(adminStoreDtoSchema) }) },
});

export const createAdminStore = defineEndpoint({
  method: 'POST',
  path: '/api/admin/stores',
  summary: 'Add a store with its weekly opening hours',
  tag: storesTag,
  auth: 'admin',
  request: { body: storeCreateSchema },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), store: adminStoreDtoSchema }) },
});

export const updateAdminStore = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/stores/:id',
  summary: 'Change a store',
  tag: storesTag,
  auth: 'admin',
  request: { params: adminIdParams, body: storeUpdateSchema },
  success: { body: z.object({ success: z.literal(true), message: z.string(), store: adminStoreDtoSchema }) },
  errors: { 404: [adminBusinessErrorCodes.storeNotFound], 409: editConflictError() },
});

export const deleteAdminStore = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/stores/:id',
  summary: 'Remove a store',
  tag: storesTag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: [adminBusinessErrorCodes.storeNotFound] },
});
