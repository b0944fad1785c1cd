import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/discounts/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { createDiscountCode, getDiscountCode, listDiscountCodes, updateDiscountCode } from './service';

export function adminDiscountCodeRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listDiscountCodes, {}, async (request) => {
      const { discountCodes, total } = await listDiscountCodes(context.db, request.query);
      return { success: true, discountCodes, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, contract.getDiscountCode, {}, async (request) => ({ success: true, ...(await getDiscountCode(context.db, request.params.id)) }));

    endpointRoute(app, contract.createDiscountCode, {}, async (request) => ({
      success: true,
      message: 'Discount code created',
      discountCode: await createDiscountCode(context, await adminId(request), request.body),
    }));

    endpointRoute(app, contract.updateDiscountCode, {}, async (request) => ({
      success: true,
      message: 'Discount code saved',
      discountCode: await updateDiscountCode(context, await adminId(request), request.params.id, request.body),
    }));
  };
}
