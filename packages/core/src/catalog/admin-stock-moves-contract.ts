import { z } from '../shared/zod';
import { stockMoveListQuery } from './admin-schemas';
import { stockMoveDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';
import { adminProductErrorCodes } from './admin-products-contract';

export const listStockMoves = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/:id/stock-moves',
  summary: "A product's stock history, newest first: the owner's moves with their reasons, and the units orders took and gave back",
  tag: adminTag('Products'),
  auth: 'admin',
  request: { params: adminIdParams, query: stockMoveListQuery },
  success: { body: z.object({ success: z.literal(true), moves: z.array(stockMoveDtoSchema), ...pageInfoShape }) },
  errors: { 404: [adminProductErrorCodes.productNotFound] },
});
