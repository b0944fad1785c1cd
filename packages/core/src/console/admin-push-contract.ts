import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

/** The error codes of the console's push notification calls (issue 32). */
export const adminPushErrorCodes = {
  /** The owner's accounts already have MAX_PUSH_DEVICES devices with notifications on. */
  tooManyDevices: 'TOO_MANY_PUSH_DEVICES',
  /** No device of this shop has notifications on at that endpoint. */
  subscriptionNotFound: 'PUSH_SUBSCRIPTION_NOT_FOUND',
} as const;

/** Devices (phones, browsers) with notifications on, across the owner's accounts: each is a push per order. */
export const MAX_PUSH_DEVICES = 20;

/** The longest endpoint a push service hands out is far shorter (FCM's are about 200 characters). */
const MAX_ENDPOINT_LENGTH = 2048;

/** Unpadded base64url, as PushSubscription.toJSON() writes keys; a trailing '=' is accepted too. */
const base64urlOfLength = (characters: number, what: string) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}={0,2}$`), `${what} must be base64url`)
    .max(characters + 2);

/** A browser's PushSubscription as JSON (PushSubscription.toJSON()): where to push, and the keys that encrypt it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(MAX_ENDPOINT_LENGTH, 'Endpoint is too long')
    .pipe(z.url({ message: 'Endpoint must be a URL' })),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: base64urlOfLength(87, 'keys.p256dh'),
    /** The shared authentication secret: 16 bytes. */
    auth: base64urlOfLength(22, 'keys.auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.object({
  endpoint: z.string().trim().min(1, 'Endpoint is required').max(MAX_ENDPOINT_LENGTH, 'Endpoint is too long'),
});

/** A device with notifications on, as the console lists it. */
export const pushDeviceDtoSchema = z.object({
  endpoint: z.string(),
  /** Read from the browser's User-Agent when it subscribed: "Chrome on Android". */
  device: z.string(),
  /** As ISO dates; lastSentAt null until a notification reached its push service. */
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushDeviceDto = z.infer<typeof pushDeviceDtoSchema>;

const tag = adminTag('Push notifications');
const done = z.object({ success: z.literal(true), message: z.string() });

export const getAdminPushPublicKey = defineEndpoint({
  method: 'GET',
  path: '/api/admin/push/public-key',
  summary: "The shop's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), publicKey: z.string() }) },
});

export const listAdminPushSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/push/subscriptions',
  summary: 'The devices with notifications on, newest first',
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), devices: z.array(pushDeviceDtoSchema) }) },
});

export const createAdminPushSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/admin/push/subscriptions',
  summary:
    "Turn on notifications for this device: a browser PushSubscription as JSON. Each new order and customer's cancellation is pushed to it. An endpoint that is not https, or whose host resolves to a private, loopback or link-local address, is refused",
  tag,
  auth: 'admin',
  request: { body: pushSubscriptionBodySchema },
  success: { body: done.extend({ device: pushDeviceDtoSchema }) },
  errors: { 409: [adminPushErrorCodes.tooManyDevices] },
});

export const deleteAdminPushSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/push/subscriptions',
  summary: 'Turn off notifications for a device, named by its endpoint; already off is not an error',
  tag,
  auth: 'admin',
  request: { body: pushEndpointBodySchema },
  success: { body: done },
});

export const sendAdminTestPush = defineEndpoint({
  method: 'POST',
  path: '/api/admin/push/test',
  summary: 'Push a test notification to one device with notifications on, named by its endpoint',
  tag,
  auth: 'admin',
  request: { body: pushEndpointBodySchema },
  success: { body: done },
  errors: { 404: [adminPushErrorCodes.subscriptionNotFound] },
});
