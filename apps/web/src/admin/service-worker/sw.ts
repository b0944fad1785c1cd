import type { ConsoleWorkerSettings } from '@shop/core/console/console-app';
import { consoleTarget, isConsolePath, notificationFor } from './notifications';

/**
 * The console's service worker, built to dist/admin/sw.js (apps/web/vite.config.ts) and registered by the
 * console (admin/lib/service-worker.ts) for /admin. It keeps the console's shell, so that the installed
 * app opens without a network and says so, and shows the pushes the shop sends (issue 32). It never keeps
 * an answer of the API, an upload or a storefront page: the owner's data is always asked for afresh.
 */
declare const self: ServiceWorkerGlobalScope;

/** Written in by the build, from packages/core/src/console/console-app.ts: the worker imports nothing. */
declare const CONSOLE_WORKER: ConsoleWorkerSettings;

const settings = CONSOLE_WORKER;
/** Named after the build, so that a deploy's worker starts with empty caches and drops the old ones. */
const shellCache = `console-shell-${settings.version}`;
const assetCache = `console-assets-${settings.version}`;
const ourCaches = [shellCache, assetCache];
/** The console's first load is about thirty files; a few deploys' worth of screens opened since fit beside it. */
const MAX_ASSETS = 80;

/** The build's hashed scripts and style sheets: a file at such an address never changes. */
const isShellAsset = (pathname: string) => /^\/assets\/[^/]+\.(?:js|css)$/.test(pathname);

/** The scripts and style sheets the shell's HTML names: the entry, its style sheet, the console's modulepreloads. */
const assetsNamedIn = (html: string) => [...new Set(Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g), (match) => match[1]!))];

const isHtml = (response: Response) => response.ok && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Every console address is answered with the same shell, so one copy, under the console's own address, serves them all. */
async function keepShell(response: Response) {
  const cache = await caches.open(shellCache);
  await cache.put(settings.scope, response);
}

/** Oldest out: Cache keeps its entries in the order they were put. */
async function trim(cache: Cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The shell and what it loads first, fetched now: the page that registered this worker loaded them before it was controlled.
      const response = await fetch(settings.scope, { cache: 'no-cache' });
      if (!isHtml(response)) throw new Error(`The console's shell answered ${response.status}`);
      const assets = await caches.open(assetCache);
      await assets.addAll(assetsNamedIn(await response.clone().text()));
      await keepShell(response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith('console-') && !ourCaches.includes(name));
      await Promise.all(stale.map((name) => caches.delete(name)));
      // Pages already open, an old deploy's among them, are this worker's from now on.
      await self.clients.claim();
    })(),
  );
});

/** A console page from the network when it answers, so a deploy shows at once; the kept shell when it does not. */
async function consolePage(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (isHtml(response)) event.waitUntil(keepShell(response.clone()));
    return response;
  } catch (error) {
    const shell = await caches.match(settings.scope, { cacheName: shellCache });
    if (shell) return shell;
    throw error;
  }
}

async function shellAsset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(assetCache);
  // Hashed files differ by name, never by a header the server varies on.
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The scope also takes in any address that merely starts with /admin; only the console's own are its shell.
  if (request.mode === 'navigate') {
    if (isConsolePath(url.pathname, settings.scope)) event.respondWith(consolePage(event));
    return;
  }
  if (isShellAsset(url.pathname)) event.respondWith(shellAsset(event));
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text(), settings);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** The open console window, told to show the page; a new window when none is open or it cannot be told. */
async function openConsoleAt(target: string) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => isConsolePath(new URL(client.url).pathname, settings.scope));
  if (open) {
    // Focus first: a window may be brought forward only while the tap's permission lasts.
    const focused = await open.focus();
    if (await focused.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  event.waitUntil(openConsoleAt(consoleTarget(url, self.location.origin, settings.scope)));
});
