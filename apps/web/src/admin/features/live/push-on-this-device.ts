import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isInstalledApp } from '../../lib/install-prompt';
import { consoleServiceWorker } from '../../lib/service-worker';
import { getPushPublicKey } from './api/get-push-public-key';
import { deletePushSubscription } from './api/delete-push-subscription';
import { adminPushKeys } from './api/push-query-keys';
import { listPushDevices } from './api/list-push-devices';
import { savePushSubscription, type PushSubscriptionBody } from './api/save-push-subscription';

/**
 * Where this device stands with notifications: the browser's side (support, permission, its own
 * subscription) and the shop's (whether it still pushes to that subscription: it forgets one the push
 * service calls gone, or one removed from another device's list).
 */
export type ThisDevicePush =
  { state: 'unsupported'; reason: 'insecure' | 'install-first' | 'browser' } | { state: 'blocked' } | { state: 'off' } | { state: 'on'; endpoint: string };

export const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** What the browser cannot do, before asking it anything. */
function unsupportedReason(): 'insecure' | 'install-first' | 'browser' | null {
  if (!window.isSecureContext) return 'insecure';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return null;
  // Safari on iPhone and iPad offers push only to a web app on the Home Screen (iOS 16.4 and later).
  return isAppleMobile() && !isInstalledApp() ? 'install-first' : 'browser';
}

async function readThisDevice(): Promise<ThisDevicePush> {
  const reason = unsupportedReason();
  if (reason) return { state: 'unsupported', reason };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const worker = await consoleServiceWorker();
  if (!worker) return { state: 'unsupported', reason: 'browser' };
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return { state: 'off' };
  const devices = await listPushDevices();
  return devices.some((device) => device.endpoint === subscription.endpoint) ? { state: 'on', endpoint: subscription.endpoint } : { state: 'off' };
}

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** Thrown when the owner closes the browser's question without an answer: nothing changed, nothing to report as a fault. */
export class PermissionNotGiven extends Error {
  override name = 'PermissionNotGiven';

  /** Blocked: the browser will not ask again; dismissed: it closed the question unanswered. */
  constructor(readonly answer: 'blocked' | 'dismissed') {
    super(`Notification permission ${answer}`);
  }
}

/**
 * Asks the browser's permission, subscribes with the shop's key (again, if the shop's key changed) and
 * gives the shop the subscription; a subscription the shop refused is dropped, so the two never disagree.
 */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionNotGiven(permission === 'denied' ? 'blocked' : 'dismissed');
  const worker = await consoleServiceWorker();
  if (!worker) throw new Error('This browser cannot show notifications.');
  const key = base64urlToBytes(await getPushPublicKey());
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

async function turnOff(endpoint: string): Promise<string> {
  const message = await deletePushSubscription(endpoint);
  const worker = await consoleServiceWorker();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
  return message;
}

const thisDeviceKey = [...adminPushKeys.devices, 'this-device'] as const;

export function useThisDevicePush() {
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: thisDeviceKey, queryFn: readThisDevice, retry: false });
  // Both lists change with either move: this device's state and the shop's list of devices.
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminPushKeys.devices });
  const on = useMutation({ mutationFn: turnOn, onSettled: refresh });
  const off = useMutation({ mutationFn: turnOff, onSettled: refresh });
  return { device, on, off };
}
