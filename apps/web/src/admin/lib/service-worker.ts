/** The console's service worker (apps/web/src/admin/service-worker), registered once; null where a browser has none. */
let registration: Promise<ServiceWorkerRegistration | null> | undefined;

export function consoleServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).catch(() => null);
  return registration;
}
