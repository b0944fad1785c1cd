import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
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
      output: {
        // React and the router change far less often than the shop's code; in their own chunk they
        // stay cached across deploys. Other libraries are left where they are used, so a library
        // that only one lazy page needs is not pulled into the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 2 },
            {
              name: 'shared',
              // Not the validation library: schema modules (and core's zod.ts) stay with the forms that use them.
              test: (id: string) => /[\\/](apps[\\/]web[\\/]src|packages[\\/]core[\\/]src|lucide-react)[\\/]/.test(id) && !/schemas|[\\/]zod\.ts$/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
