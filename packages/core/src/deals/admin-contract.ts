import { z } from '../shared/zod';
import { dealCreateSchema, dealListQuery, dealUpdateSchema } from './admin-schemas';
import { publicationStatusBody, stockBody } from '../catalog/admin-schemas';
import { adminDealDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, notEnoughStockError, pageInfoShape } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';

/** The error codes of the admin deal calls (docs/product.md §7 Admin calls). */
export const adminDealErrorCodes = {
  dealNotFound: 'DEAL_NOT_FOUND',
} as const;

const tag = adminTag('Deals');
const notFound = [adminDealErrorCodes.dealNotFound] as const;
const dealAnswer = z.object({ success: z.literal(true), message: z.string(), deal: adminDealDtoSchema });

export const listAdminDeals = defineEndpoint({
  method: 'GET',
  path: '/api/admin/deals',
  summary: 'List deals of every status, newest first (?status=, ?q=)',
  tag,
  auth: 'admin',
  request: { query: dealListQuery },
  success: { body: z.object({ success: z.literal(true), deals: z.array(adminDealDtoSchema), ...pageInfoShape }) },
});

export const getAdminDeal = defineEndpoint({
  method: 'GET',
  path: '/api/admin/deals/:id',
  summary: 'Get one deal',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), deal: adminDealDtoSchema }) },
  errors: { 404: notFound },
});

export const createDeal = defineEndpoint({
  method: 'POST',
  path: '/api/admin/deals',
  summary: 'Create a deal; dealTotal is computed from the products and their units',
  tag,
  auth: 'admin',
  request: { body: dealCreateSchema },
  success: { status: 201, body: dealAnswer },
});

export const updateDeal = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/deals/:id',
  summary:
    "Change some fields of a deal (stock and status have their own calls); with the version the form was opened on, a save after someone else's is refused (409 EDIT_CONFLICT)",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: dealUpdateSchema },
  success: { body: dealAnswer },
  errors: { 404: notFound, 409: editConflictError() },
});

export const setDealStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/deals/:id/status',
  summary: 'Publish or unpublish a deal ({ status: published | draft })',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: publicationStatusBody },
  success: { body: dealAnswer },
  errors: { 404: notFound },
});

export const setDealStock = defineEndpoint({
  method: 'POST',
  path: '/api/admin/deals/:id/stock',
  summary: "Set the deal's own stock ({ quantity }) or change it ({ change: +n | -n })",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: stockBody },
  success: { body: dealAnswer },
  errors: { 404: notFound, 409: notEnoughStockError },
});
