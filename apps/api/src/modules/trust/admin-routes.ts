import type { FastifyInstance } from 'fastify';
import { createAdminBlock, deleteAdminBlock, listAdminBlocks } from '@shop/core/trust/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createBlock, getBlocks, liftBlock } from './service';
import { adminId } from '../../plugins/auth';

/** The blocklist (docs/product.md §4 Trust): phone numbers, account emails and accounts that may not order. */
export function adminBlockRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAdminBlocks, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, blocks: await getBlocks(context.db) };
    });

    endpointRoute(app, createAdminBlock, {}, async (request) => {
      const block = await createBlock(context, await adminId(request), request.body);
      return { success: true, message: 'Blocked: they can no longer place orders', block };
    });

    endpointRoute(app, deleteAdminBlock, {}, async (request) => {
      await liftBlock(context, await adminId(request), request.params.id);
      return { success: true, message: 'Block lifted' };
    });
  };
}
