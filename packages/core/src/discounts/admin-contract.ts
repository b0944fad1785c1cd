import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';
import { adminDiscountCodeDtoSchema, discountCodeOrderDtoSchema } from './admin-dtos';
import { discountCodeCreateSchema, discountCodeListQuery, discountCodeUpdateSchema } from './admin-schemas';
import { discountCodeErrorCodes } from './discount-codes';

const tag = adminTag('Discount codes');
const codeAnswer = z.object({ success: z.literal(true), message: z.string(), discountCode: adminDiscountCodeDtoSchema });

export const listDiscountCodes = defineEndpoint({
  method: 'GET',
  path: '/api/admin/discount-codes',
  summary: 'List discount codes, newest first, each with its uses and the sales it brought (?q= searches the code)',
  tag,
  auth: 'admin',
  request: { query: discountCodeListQuery },
  success: { body: z.object({ success: z.literal(true), discountCodes: z.array(adminDiscountCodeDtoSchema), ...pageInfoShape }) },
});

export const getDiscountCode = defineEndpoint({
  method: 'GET',
  path: '/api/admin/discount-codes/:id',
  summary: 'One discount code and the latest orders that used it (at most 100)',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), discountCode: adminDiscountCodeDtoSchema, orders: z.array(discountCodeOrderDtoSchema) }) },
  errors: { 404: [discountCodeErrorCodes.notFound] },
});

export const createDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/api/admin/discount-codes',
  summary: 'Create a discount code; codes are unique whatever their case (409 DISCOUNT_CODE_TAKEN)',
  tag,
  auth: 'admin',
  request: { body: discountCodeCreateSchema },
  success: { status: 201, body: codeAnswer },
  errors: { 409: [discountCodeErrorCodes.taken] },
});

export const updateDiscountCode = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/discount-codes/:id',
  summary:
    "Change a discount code's fields (those left out stay); with the version the form was opened on, a save after someone else's is refused (409 EDIT_CONFLICT)",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: discountCodeUpdateSchema },
  success: { body: codeAnswer },
  errors: { 404: [discountCodeErrorCodes.notFound], 409: editConflictError([discountCodeErrorCodes.taken]) },
});
