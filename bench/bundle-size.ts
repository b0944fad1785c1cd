import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageRouteModules } from '@shop/core/routes';

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
 * The page module each route lazy-loads (apps/web/src/app/router.tsx). Only these routes are
 * measured; the first three have the 100 KB target.
 */
export const ROUTE_PAGES = [
  { route: 'home', path: '/', page: pageRouteModules['/'], hasTarget: true },
  { route: 'collection', path: '/collection', page: pageRouteModules['/collection'], hasTarget: true },
  { route: 'product', path: '/product/:productId', page: pageRouteModules['/product/:productId'], hasTarget: true },
  { route: 'deal', path: '/deal/:dealId', page: pageRouteModules['/deal/:dealId'], hasTarget: false },
  { route: 'article', path: '/blog/:id', page: pageRouteModules['/blog/:id'], hasTarget: false },
  { route: 'cart', path: '/cart', page: pageRouteModules['/cart'], hasTarget: false },
] as const;

export interface RouteJavaScript {
  route: string;
  path: string;
  /** Gzip (level 9) bytes of every JavaScript file the route needs before it can render. */
  gzipBytes: number;
  rawBytes: number;
  files: string[];
  hasTarget: boolean;
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

  return ROUTE_PAGES.map(({ route, path: routePath, page, hasTarget }) => {
    if (!manifest[page]) throw new Error(`the build has no chunk for ${page} (route ${routePath}); has the router changed?`);
    const files = new Set<string>();
    staticClosure(manifest, entryKey, files);
    staticClosure(manifest, page, files);
    const scripts = [...files].filter((file) => file.endsWith('.js'));
    return {
      route,
      path: routePath,
      gzipBytes: scripts.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      rawBytes: scripts.reduce((sum, file) => sum + sizeOf(file).raw, 0),
      files: scripts,
      hasTarget,
    };
  });
}
