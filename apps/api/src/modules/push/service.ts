import { lookup } from 'node:dns/promises';
import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { SQL } from 'drizzle-orm';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import { adminPushErrorCodes, MAX_PUSH_DEVICES, type PushDeviceDto, type PushSubscriptionBody } from '@shop/core/console/admin-push-contract';
import { notificationSettingsPath, type PushNotificationPayload } from '@shop/core/console/push-notification';
import { formatRupees, rupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import { auditedWrite } from '../../lib/audit';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { deviceLabel } from './device-label';
import { bareHost, isLocalName, isPublicAddress, isTestEndpoint } from './endpoints';
import {
  countSubscriptions,
  deleteSubscriptionByEndpoint,
  listSubscriptions,
  lockSubscriptions,
  queueingPushes,
  queueTestPush,
  subscriptionByEndpoint,
  upsertSubscription,
  type PushSubscriptionRow,
} from './repository';

/** A name that does not answer by then is taken as not resolving now: the send-time lookup checks it again. */
const LOOKUP_WAIT_MS = 5_000;

/** The console's events that reach the owner's phone; a customer's confirmation waits for the console. */
export type PushedOrderEvent = 'order.placed' | 'order.cancelled';

function toDeviceDto(row: PushSubscriptionRow): PushDeviceDto {
  return { endpoint: row.endpoint, device: row.device, createdAt: row.createdAt.toISOString(), lastSentAt: row.lastSentAt?.toISOString() ?? null };
}

/** The addresses a name has now; none when it does not resolve (this machine may have no outside DNS). */
async function addressesNow(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LOOKUP_WAIT_MS);
  });
  const found = lookup(host, { all: true }).then(
    (addresses) => addresses.map(({ address }) => address),
    () => [],
  );
  try {
    return await Promise.race([found, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An endpoint the shop may POST to: https, and a host that is no private, loopback or link-local
 * address, as written or as it resolves now (the sender checks again at each send).
 */
async function checkEndpoint(config: Config, endpoint: string): Promise<void> {
  const url = new URL(endpoint);
  if (isTestEndpoint(config, url)) return;
  if (url.protocol !== 'https:') throw invalidField('endpoint', "Endpoint must be an https:// address of the browser's push service");
  const notPublic = invalidField('endpoint', `Endpoint must be a push service on the internet; ${url.hostname} is a private, loopback or link-local address`);
  const host = bareHost(url);
  if (isLocalName(host)) throw notPublic;
  const addresses = isIP(host) !== 0 ? [host] : await addressesNow(host);
  if (addresses.some((address) => !isPublicAddress(address))) throw notPublic;
}

/** The browser's key must be a point of P-256, uncompressed, or no payload can be encrypted to it. */
function checkBrowserKey(p256dh: string): void {
  const key = Buffer.from(p256dh, 'base64url');
  let valid = key.length === 65 && key[0] === 0x04;
  try {
    if (valid) ECDH.convertKey(key, 'prime256v1');
  } catch {
    valid = false;
  }
  if (!valid) throw invalidField('keys.p256dh', "keys.p256dh must be the browser's P-256 public key");
}

/** PushSubscription.toJSON() writes no padding; a client that added some is stored the same way. */
const unpadded = (key: string) => key.replace(/=+$/, '');

/** The applicationServerKey a browser subscribes with. */
export function vapidPublicKey(context: AppContext): string {
  return context.vapidKeys.publicKey;
}

/**
 * Turns on notifications for the device the owner is on: the key and then the endpoint are checked
 * first (the key costs no lookup), then, under a lock, the devices are counted (a device subscribing
 * again is not a new one) and the subscription stored, with its audit row. Nothing is written when any
 * of it refuses.
 */
export async function subscribe(context: AppContext, actorId: string, body: PushSubscriptionBody, userAgent: string | undefined): Promise<PushDeviceDto> {
  const keys = { p256dh: unpadded(body.keys.p256dh), auth: unpadded(body.keys.auth) };
  checkBrowserKey(keys.p256dh);
  await checkEndpoint(context.config, body.endpoint);
  const device = deviceLabel(userAgent);
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    await lockSubscriptions(tx);
    const existing = await subscriptionByEndpoint(tx, body.endpoint);
    if (!existing && (await countSubscriptions(tx)) >= MAX_PUSH_DEVICES) {
      throw conflict(
        adminPushErrorCodes.tooManyDevices,
        `Notifications are already on for ${MAX_PUSH_DEVICES} devices. Turn them off on a device you no longer use, then try again.`,
      );
    }
    const row = await upsertSubscription(tx, { id: newId(), userId: actorId, endpoint: body.endpoint, ...keys, device, createdAt: context.clock.now() });
    return {
      result: toDeviceDto(row),
      audit: {
        action: existing ? 'update' : 'create',
        entity: 'push_subscription',
        entityId: row.id,
        before: existing ? { device: existing.device } : null,
        after: { device: row.device },
      },
    };
  });
}

/**
 * Turns off notifications for a device, answering its name; one already off (or never on) is no error,
 * answers null and leaves no audit row.
 */
export async function unsubscribe(context: AppContext, actorId: string, endpoint: string): Promise<string | null> {
  const existing = await subscriptionByEndpoint(context.db, endpoint);
  if (!existing) return null;
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    await deleteSubscriptionByEndpoint(tx, endpoint);
    return { result: undefined, audit: { action: 'delete', entity: 'push_subscription', entityId: existing.id, before: { device: existing.device } } };
  });
  return existing.device;
}

export async function listDevices(context: AppContext): Promise<PushDeviceDto[]> {
  return (await listSubscriptions(context.db)).map(toDeviceDto);
}

const testNotification: PushNotificationPayload = {
  title: 'Notifications are on',
  body: 'This device will hear of each new order and cancellation.',
  url: notificationSettingsPath,
  tag: 'test',
};

/** Queues a test notification to one device; the outbox sends it as it sends the orders' own. */
export async function sendTestPush(context: AppContext, endpoint: string): Promise<void> {
  if (!(await queueTestPush(context.db, endpoint, testNotification, context.clock.now()))) {
    throw notFound(adminPushErrorCodes.subscriptionNotFound, 'Notifications are not on for that device.');
  }
}

/** What the owner's phone shows for an order: the words are the server's, the service worker only shows them. */
function orderNotification(name: PushedOrderEvent, data: ConsoleEventData): PushNotificationPayload {
  const amount = formatRupees(rupees(data.amount));
  const page = { url: `/admin/orders/${data.orderId}`, tag: `order-${data.orderId}` };
  if (name === 'order.placed') return { title: `New order #${data.orderNumber} · ${amount}`, body: data.customerName, ...page };
  return { title: `Order #${data.orderNumber} cancelled by the customer`, body: `${data.customerName} · ${amount}`, ...page };
}

/**
 * One push row per owner's device for an order's event, as a CTE (`order_pushes`) for a statement of
 * the change's transaction to carry (modules/live/service.ts): placing an order counts its statements.
 */
export function queueingOrderPushes(name: PushedOrderEvent, data: ConsoleEventData, at: Date): SQL {
  return queueingPushes('order_pushes', orderNotification(name, data), at);
}
