import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
// By path, not as @shop/core: Vite leaves a package import of its config to Node, which cannot run core's
// TypeScript. With their extensions, as Vite's coming native config loader wants them.
import { consoleWorkerSettings } from '../../packages/core/src/console/console-app.ts';
import { consoleIconFiles } from '../../scripts/console-icons.ts';

// In production the API serves this build from the same origin; in dev the API runs beside Vite.
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:3000';

const reactRouterProductionBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

// The shipped build runs on Preact's React-compatible runtime: a tenth of react-dom's size, which is
// what lets a page's first JavaScript fit the 100 KB budget (docs/decisions/008-first-load-on-a-slow-phone.md).
// Component tests (Vitest, which sets VITEST) keep React itself, the API both runtimes share: Testing
// Library drives React. The browser suite tests this build.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The package's exports name only its development build, which carries warnings and checks.
  { find: /^react-router$/, replacement: reactRouterProductionBuild },
];

/**
 * Writes a .br and a .gz beside every script, style sheet and SVG of the build, compressed once at
 * the highest levels, which the server sends to browsers that accept them (a third of the bytes on
 * a slow mobile line, at no cost per request).
 */
function precompressAssets(): Plugin {
  const compressible = /\.(js|css|svg)$/;
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assetsDir = path.join(outDir, 'assets');
      for (const name of readdirSync(assetsDir)) {
        if (!compressible.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The owner's console as an installable app (packages/core/src/console/console-app.ts): its icons, drawn
 * from the shop's SVGs into dist/admin/icons, and its service worker, built on its own as a classic script
 * to dist/admin/sw.js. A worker's address must stay the same from deploy to deploy (a browser looks for a
 * new worker where it found the old one), so it carries no hash; the build's own hash goes inside it instead.
 */
function consoleAppFiles(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'console-app-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const { file, png } of await consoleIconFiles(path.join(root, 'src/assets'))) {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), png);
      }
      // index.html names the entry, whose hash changes with any chunk's: a new build, a new worker.
      const version = createHash('sha256')
        .update(readFileSync(path.join(outDir, 'index.html')))
        .digest('hex')
        .slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: { CONSOLE_WORKER: JSON.stringify(consoleWorkerSettings(version)) },
        build: {
          outDir: path.join(outDir, 'admin'),
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: {
            input: path.join(root, 'src/admin/service-worker/sw.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
}

/** Our own code and the icon set, the modules the shared chunks gather; not schema modules (see below). */
const ourCode = (id: string) => /[\\/](apps[\\/]web[\\/]src|packages[\\/]core[\\/]src|lucide-react)[\\/]/.test(id) && !/schemas|[\\/]zod\.ts$/.test(id);

const consoleSource = /[\\/]apps[\\/]web[\\/]src[\\/]admin[\\/]/;
const lucideIcon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.m?js$/;
const lucideBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/]index)\.m?js$/;

interface ModuleGraphInfo {
  code: string | null;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
type ChunkingContext = { getModuleInfo(id: string): ModuleGraphInfo | null };

/**
 * The modules that import this one. The icon set's barrel re-exports every icon, so the graph says
 * that whoever imports the barrel imports every icon; an icon's real importers are the barrel's
 * importers that name it (package-minus.mjs is `PackageMinus`).
 */
function importersOf(id: string, ctx: ChunkingContext): { statics: string[]; dynamics: string[] } {
  const info = ctx.getModuleInfo(id);
  const icon = lucideIcon.exec(id)?.[1];
  if (!icon) return { statics: [...(info?.importers ?? [])], dynamics: [...(info?.dynamicImporters ?? [])] };
  const name = new RegExp(`\\b${icon.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}\\b`);
  const users = new Set<string>();
  const visitBarrel = (barrel: string) => {
    for (const importer of ctx.getModuleInfo(barrel)?.importers ?? []) {
      if (lucideBarrel.test(importer)) visitBarrel(importer);
      else if (name.test(ctx.getModuleInfo(importer)?.code ?? '')) users.add(importer);
    }
  };
  for (const importer of info?.importers ?? []) {
    if (lucideBarrel.test(importer)) visitBarrel(importer);
    else users.add(importer);
  }
  return { statics: [...users], dynamics: [] };
}

/**
 * The storefront's chunks that load this module: the entry (main.tsx, reached statically) and each
 * lazily imported storefront module it is reached from. The owner's console (src/admin) and what only
 * it reaches count for nothing: a module the console shares with a single storefront page stays with
 * that page rather than moving into the chunk every page loads.
 */
function storefrontRoots(id: string, ctx: ChunkingContext, memo: Map<string, ReadonlySet<string>>): ReadonlySet<string> {
  const known = memo.get(id);
  if (known) return known;
  if (consoleSource.test(id)) return new Set();
  // An import cycle adds nothing the rest of the walk does not find.
  memo.set(id, new Set());
  const { statics, dynamics } = importersOf(id, ctx);
  const roots = new Set<string>();
  if (statics.length === 0 && dynamics.length === 0) roots.add(id);
  if (dynamics.some((importer) => !consoleSource.test(importer))) roots.add(id);
  for (const importer of statics) for (const root of storefrontRoots(importer, ctx, memo)) roots.add(root);
  memo.set(id, roots);
  return roots;
}

/** One walk per build: the module graph does not change while chunks are made. */
let rootsMemo = new WeakMap<ChunkingContext, Map<string, ReadonlySet<string>>>();
function storefrontChunkCount(id: string, ctx: ChunkingContext): number {
  let memo = rootsMemo.get(ctx);
  if (!memo) {
    memo = new Map();
    rootsMemo = new WeakMap([[ctx, memo]]);
  }
  return storefrontRoots(id, ctx, memo).size;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), consoleAppFiles()],
  resolve: { alias: process.env.VITEST ? [] : preactCompat },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API serves files under assets/ as immutable; Vite's default names there carry a content hash.
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps each source module to its chunks; the bench reads it to add up
    // the JavaScript each route loads first. It is not served as part of the app.
    manifest: true,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // React Router feature-detects React 19's useOptimistic (React["useOptimistic"]) and falls back
        // when it is missing, as it is in preact/compat: the bundler's "always undefined" is the intended case.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic') && log.id?.includes('react-router')) return;
        defaultHandler(level, log);
      },
      output: {
        // React and the router change far less often than the shop's code; in their own chunk they
        // stay cached across deploys. Other libraries are left where they are used, so a library
        // that only one lazy page needs is not pulled into the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 2 },
            {
              // The storefront's common code: what four or more of its chunks load. Every page loads this
              // chunk first, so code only a pair of pages share (the order card, the reviews panel) is left
              // to a chunk of its own rather than weighing on the home page: with two, the home page needed
              // 113.6 KB against its 100 KB budget (bench/budgets.ts); with four, 94.5 KB for three more
              // small files. Counted over the storefront alone (storefrontChunkCount), so that nothing the
              // owner's console shares with it, or uses alone, weighs on every shopper's first load.
              name: (id: string, ctx: ChunkingContext) => (storefrontChunkCount(id, ctx) >= 4 ? 'shared' : null),
              debugName: 'shared',
              // Not the validation library: schema modules (and core's zod.ts) stay with the forms that use them.
              test: ourCode,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'console',
              test: consoleSource,
              // Rolldown would otherwise pull every dependency of these modules into the chunk, among them
              // modules the storefront's entry needs (an icon of the header), and the entry would then load
              // the console's chunk. Nothing of the storefront imports the console, so no cycle can form.
              includeDependenciesRecursively: false,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
