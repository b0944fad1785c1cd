import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/core/customers/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { startCustomerExport } from './export';
import { getCustomer, listCustomers, saveCustomerNote } from './service';

export function adminCustomerRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.listCustomers, {}, async (request, reply) => {
      const { customers, total } = await listCustomers(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, customers, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, contract.exportCustomers, {}, async (request, reply) => {
      const csv = await startCustomerExport(context.db, request.query);
      return reply
        .type(contract.exportCustomers.successContentType)
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    });

    endpointRoute(app, contract.getCustomer, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, customer: await getCustomer(context, request.params.id) };
    });

    endpointRoute(app, contract.saveCustomerNote, {}, async (request) => {
      const note = await saveCustomerNote(context, await adminId(request), request.params.id, request.body);
      return { success: true, message: note ? 'Note saved' : 'Note deleted', note };
    });
  };
}
