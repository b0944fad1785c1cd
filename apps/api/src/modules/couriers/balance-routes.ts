import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/couriers/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { courierBalances, courierBalancesCsv, unpaidParcelList } from './balances';

/** What every courier owes the shop: its balances for a period (also as CSV) and the parcels waiting for a payout. */
export function adminCourierBalanceRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.getCourierBalances, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await courierBalances(context, request.query)) };
    });

    endpointRoute(app, contract.exportCourierBalances, {}, async (request, reply) => {
      const csv = courierBalancesCsv(await courierBalances(context, request.query));
      return reply
        .type(contract.exportCourierBalances.successContentType)
        .header('content-disposition', 'attachment; filename="courier-balances.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    });

    endpointRoute(app, contract.listUnpaidParcels, {}, async (request, reply) => {
      const { parcels, total, overdueDays } = await unpaidParcelList(context, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, parcels, overdueDays, total, limit: request.query.limit, offset: request.query.offset };
    });
  };
}
