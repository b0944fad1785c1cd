import type { FastifyInstance } from 'fastify';
import {
  createAdminPushSubscription,
  deleteAdminPushSubscription,
  getAdminPushPublicKey,
  listAdminPushSubscriptions,
  sendAdminTestPush,
} from '@shop/core/console/admin-push-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { adminId } from '../../plugins/auth';
import { listDevices, sendTestPush, subscribe, unsubscribe, vapidPublicKey } from './service';

/** The owner's devices with notifications on (issue 32): the shop's public key, subscribing, the list, a test push. */
export function adminPushRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminPushPublicKey, {}, async () => ({ success: true, publicKey: vapidPublicKey(context) }));

    endpointRoute(app, listAdminPushSubscriptions, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, devices: await listDevices(context) };
    });

    endpointRoute(app, createAdminPushSubscription, {}, async (request) => {
      const device = await subscribe(context, await adminId(request), request.body, request.headers['user-agent']);
      return { success: true, message: 'Notifications are on for this device', device };
    });

    endpointRoute(app, deleteAdminPushSubscription, {}, async (request) => {
      // The owner may be removing another device from the list: the answer names the one that was removed.
      const device = await unsubscribe(context, await adminId(request), request.body.endpoint);
      return { success: true, message: device ? `Notifications are off for ${device}` : 'Notifications were already off for that device' };
    });

    endpointRoute(app, sendAdminTestPush, {}, async (request) => {
      await sendTestPush(context, request.body.endpoint);
      return { success: true, message: 'A test notification is on its way' };
    });
  };
}
