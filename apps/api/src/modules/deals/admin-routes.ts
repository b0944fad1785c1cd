import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/deals/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createDeal, getDeal, listDeals, setDealStatus, setDealStock, updateDeal } from './service';
import { adminId } from '../../plugins/auth';

export function adminDealRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listAdminDeals, {}, async (request) => {
      const { deals, total } = await listDeals(context.db, request.query);
      return { success: true, deals, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, contract.getAdminDeal, {}, async (request) => ({ success: true, deal: await getDeal(context.db, request.params.id) }));

    endpointRoute(app, contract.createDeal, {}, async (request) => ({
      success: true,
      message: 'Deal created',
      deal: await createDeal(context, await adminId(request), request.body),
    }));

    endpointRoute(app, contract.updateDeal, {}, async (request) => ({
      success: true,
      message: 'Deal updated',
      deal: await updateDeal(context, await adminId(request), request.params.id, request.body),
    }));

    endpointRoute(app, contract.setDealStatus, {}, async (request) => {
      const deal = await setDealStatus(context, await adminId(request), request.params.id, request.body.status);
      return { success: true, message: deal.status === 'published' ? 'Deal published' : 'Deal unpublished', deal };
    });

    endpointRoute(app, contract.setDealStock, {}, async (request) => ({
      success: true,
      message: 'Stock updated',
      deal: await setDealStock(context, await adminId(request), request.params.id, request.body),
    }));
  };
}
