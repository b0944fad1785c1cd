import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { consolePage, pageRouteModules } from '@shop/core/shared/routes';

/** What Vite writes with build.manifest: every chunk, keyed by its source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The modules each measured route lazy-loads before it renders (apps/web/src/app/router.tsx): a
 * storefront page's own module; for the owner's console, its tree and its landing screen (Today).
 * A route's target names its budget in bench/budgets.ts (INITIAL_JS_BUDGETS); a route without one is
 * measured for information.
 */
export const ROUTE_PAGES = [
  { route: 'home', path: '/', pages: [pageRouteModules['/']], target: 'storefront' },
  { route: 'collection', path: '/collection', pages: [pageRouteModules['/collection']], target: 'storefront' },
  { route: 'product', path: '/product/:productId', pages: [pageRouteModules['/product/:productId']], target: 'storefront' },
  { route: 'deal', path: '/deal/:dealId', pages: [pageRouteModules['/deal/:dealId']], target: undefined },
  { route: 'article', path: '/blog/:id', pages: [pageRouteModules['/blog/:id']], target: undefined },
  { route: 'cart', path: '/cart', pages: [pageRouteModules['/cart']], target: undefined },
  { route: 'console', path: consolePage.path, pages: [consolePage.module, 'src/admin/features/today/pages/today-page.tsx'], target: 'console' },
] as const;

export type RouteTarget = (typeof ROUTE_PAGES)[number]['target'];

/**
 * Chunks only the owner's console loads: its own modules (src/admin) and the chunk the build groups
 * their common code in (apps/web/vite.config.ts). A storefront page must never load one of these.
 */
export function consoleOnlyFiles(manifest: Manifest): Set<string> {
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/admin/') || /^_console-[^/]*\.js$/.test(key))
      .map(([, chunk]) => chunk.file),
  );
}

export interface RouteJavaScript {
  route: string;
  path: string;
  /** Gzip (level 9) bytes of every JavaScript file the route needs before it can render. */
  gzipBytes: number;
  rawBytes: number;
  files: string[];
  target: RouteTarget;
}

/** A chunk's file and, recursively, the files of everything it imports statically (what the browser must load). */
function staticClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

/**
 * Initial JavaScript per route from the production build in webDir/dist: the entry chunk and its
 * static imports, plus the route's lazy page chunk and its static imports. Lazy chunks that page
 * loads later (markdown, dialogs) are not counted: they are not needed for the first render.
 */
export function measureInitialJavaScript(webDir: string): RouteJavaScript[] {
  const distDir = path.join(webDir, 'dist');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build with build.manifest enabled (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');

  const gzipOf = new Map<string, { gzip: number; raw: number }>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
      gzipOf.set(file, size);
    }
    return size;
  };

  const consoleFiles = consoleOnlyFiles(manifest);
  return ROUTE_PAGES.map(({ route, path: routePath, pages, target }) => {
    const files = new Set<string>();
    staticClosure(manifest, entryKey, files);
    for (const page of pages) {
      if (!manifest[page]) throw new Error(`the build has no chunk for ${page} (route ${routePath}); has the router changed?`);
      staticClosure(manifest, page, files);
    }
    const scripts = [...files].filter((file) => file.endsWith('.js'));
    const leaked = target === 'console' ? [] : scripts.filter((file) => consoleFiles.has(file));
    if (leaked.length > 0)
      throw new Error(`${routePath} loads the owner's console's code first (${leaked.join(', ')}): check the chunk groups in apps/web/vite.config.ts`);
    return {
      route,
      path: routePath,
      gzipBytes: scripts.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      rawBytes: scripts.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      files: scripts,
      target,
    };
  });
}
