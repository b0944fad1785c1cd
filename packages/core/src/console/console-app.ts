import type { consolePage } from '../shared/routes';

/**
 * The console's address, typed as shared/routes.ts has it, so the two cannot drift apart; written out rather
 * than imported, because the web build's config bundles this module (apps/web/vite.config.ts) and takes
 * nothing with it but what it names.
 */
const consoleBase: (typeof consolePage)['path'] = '/admin';

/**
 * The owner's console as an app her phone installs (issue 32): where its manifest, its service worker and
 * its icons are, and its colours, in one place for the server (the manifest and the console's page head),
 * the web build (the icons and the worker) and the console (which registers the worker).
 *
 * The scope is /admin, not /admin/: scopes match by prefix, and the console's own address, where it opens
 * and where Today is, is /admin. Under /admin/ that page would be neither controlled by the worker (no
 * offline shell) nor inside the installed app's window.
 */
export const consoleApp = {
  scope: consoleBase,
  manifestPath: `${consoleBase}/manifest.webmanifest`,
  serviceWorkerPath: `${consoleBase}/sw.js`,
  /** leaf-700 (apps/web/src/index.css), the shell's theme colour: the installed app's title bar. */
  themeColor: '#2f5d3a',
  /** cream, the console's background: the splash screen, and what the maskable icon's leaf sits on. */
  backgroundColor: '#faf7f2',
} as const;

/**
 * How an icon is drawn (scripts/console-icons.ts): `any` is the favicon's tile as it is; `maskable` and
 * `apple-touch` fill the square with the background, the leaf inside the circle a launcher's mask keeps;
 * `badge` is the leaf's silhouette in white, as Android draws a notification's small icon.
 */
export type ConsoleIconKind = 'any' | 'maskable' | 'apple-touch' | 'badge';

export interface ConsoleIcon {
  path: string;
  /** Width and height in pixels: every icon is square. */
  size: number;
  kind: ConsoleIconKind;
}

const icon = (name: string, size: number, kind: ConsoleIconKind): ConsoleIcon => ({ path: `${consoleBase}/icons/${name}.png`, size, kind });

/** Every icon the build writes under dist/admin/icons. */
export const consoleIcons = {
  any192: icon('icon-192', 192, 'any'),
  any512: icon('icon-512', 512, 'any'),
  maskable512: icon('maskable-512', 512, 'maskable'),
  appleTouch: icon('apple-touch-icon', 180, 'apple-touch'),
  badge: icon('badge-96', 96, 'badge'),
} as const satisfies Record<string, ConsoleIcon>;

/** The icons the manifest lists: a launcher picks by size and purpose. */
export const manifestIcons: readonly ConsoleIcon[] = [consoleIcons.any192, consoleIcons.any512, consoleIcons.maskable512];

/**
 * What the build writes into the service worker (apps/web/vite.config.ts), which imports nothing: the
 * build it came with, so that a deploy installs a new worker and drops the old one's caches.
 */
export interface ConsoleWorkerSettings {
  version: string;
  scope: string;
  /** A notification's picture and, on Android, its small monochrome icon. */
  icon: string;
  badge: string;
}

export function consoleWorkerSettings(version: string): ConsoleWorkerSettings {
  return { version, scope: consoleApp.scope, icon: consoleIcons.any192.path, badge: consoleIcons.badge.path };
}
