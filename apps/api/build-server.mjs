/**
 * npm run build:server: the server as plain JavaScript in apps/api/dist (server.js, the mail
 * thread's mail-worker.js and the first start's first-start-step.js), so production runs `node apps/api/dist/server.js` without compiling
 * TypeScript at start (decision 020). Our code and @shop/core are bundled; every package from
 * node_modules stays an import, loaded as it is (sharp, PGlite and pg read files beside themselves).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');

/**
 * Our code finds files beside its source (the migrations, the web build, package.json) with
 * `new URL('<relative>', import.meta.url)`. In the bundle import.meta.url is dist/server.js, so each
 * such address is rewritten to start from the source file's own place, relative to dist.
 */
const sourceRelativeUrls = {
  name: 'source-relative-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g, (_match, _quote, relative) => {
        const target = path.resolve(path.dirname(args.path), relative);
        const fromDist = path.relative(outdir, target).split(path.sep).join('/');
        return `new URL(${JSON.stringify(fromDist)}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  entryPoints: {
    server: path.join(apiRoot, 'src', 'server.ts'),
    'mail-worker': path.join(apiRoot, 'src', 'lib', 'mail-worker.ts'),
    'first-start-step': path.join(apiRoot, 'src', 'seed', 'first-start-step.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // @shop/core is a workspace package of TypeScript sources: it is ours, so it is bundled.
  alias: { '@shop/core': path.join(apiRoot, '..', '..', 'packages', 'core', 'src') },
  sourcemap: true,
  logLevel: 'warning',
  plugins: [sourceRelativeUrls],
});
