import { consoleApp } from '@shop/core/console/console-app';

let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** The registration once its worker is active (push subscriptions need one), or null if it never becomes so. */
function whenActive(registered: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration | null> {
  if (registered.active) return Promise.resolve(registered);
  const worker = registered.installing ?? registered.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registered);
      else if (worker.state === 'redundant') resolve(null);
    });
  });
}

/**
 * The console's service worker (src/admin/service-worker), registered once per page for the console's
 * scope: it keeps the console's shell for a phone without a network and shows the shop's pushes, whose
 * subscription (registration.pushManager) hangs on it. Null where there is none: a browser without service
 * workers or on plain HTTP, the development server and the component tests (the build alone makes sw.js).
 */
export function consoleServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register(consoleApp.serviceWorkerPath, { scope: consoleApp.scope })
    .then(whenActive)
    .catch((error: unknown) => {
      console.warn("The console's service worker could not be registered", error);
      return null;
    });
  return registration;
}
