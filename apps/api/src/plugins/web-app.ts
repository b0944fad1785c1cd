import fp from 'fastify-plugin';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleApp, consoleIcons } from '@shop/core/console/console-app';
import { consolePage, isConsolePath, isPageRoute, pageModuleFor, pageRoutes } from '@shop/core/shared/routes';
import { imageVariant, imageVariantWidths, isVariantWidth } from '../lib/image-variants';
import { UPLOADS_URL_PREFIX, type UploadStorage } from '../lib/storage';
import { pageScriptsFromBuild } from '../lib/web-manifest';

export interface WebAppOptions {
  /** The web build (apps/web/dist); may be missing in API-only tests. */
  webDist: string;
  /** Where uploads are read from: the disk or the bucket (lib/storage.ts). */
  uploads: UploadStorage;
  /** This process's cache of resized pictures, on its own disk. */
  variantsDir: string;
  /**
   * The page's HTML with its title, meta and JSON-LD written in, and whether the page exists: given by
   * app.ts from modules/seo, so that this plugin imports no module. `search` is the address's query
   * ('' when it has none).
   */
  withHead: (html: string, pathname: string, search: string) => Promise<{ status: number; html: string }>;
  /** The page's first API answers as JSON text, inlined so the app need not wait for them. */
  initialResponsesFor: (pathname: string) => Promise<string>;
}

const ONE_YEAR_SECONDS = 31_536_000;

/** Far beyond any real page's path (ids are short); a longer one is refused before any work. */
export const MAX_PAGE_PATH_LENGTH = 256;

/**
 * Serves uploads, the built web app's files, and the app shell for every page route so that a deep
 * link works on refresh. Unknown /api paths get a JSON 404; unknown pages get the shell with status 404.
 */
const notFoundBody = { success: false, code: commonErrorCodes.notFound, message: 'Not found' };

/** If-None-Match matches: '*', or one of its tags, weak or strong (RFC 9110 weak comparison). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

export const webAppPlugin = fp(async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const { uploads, variantsDir } = options;
  mkdirSync(variantsDir, { recursive: true });
  // Registered only for reply.sendFile of the narrower copies that srcset asks for (?w=400); the
  // originals come from the storage, which may be a bucket shared by every server.
  await app.register(fastifyStatic, { root: variantsDir, serve: false });
  // Upload names are generated and never reused, so a file at a URL never changes.
  const uploadCaching = { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 };
  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/uploads/*', async (request, reply) => {
    const url = `${UPLOADS_URL_PREFIX}${request.params['*']}`;
    if (request.query.w === undefined) {
      const file = await uploads.read(url);
      if (!file) return reply.code(404).send(notFoundBody);
      reply.header('etag', file.etag).header('last-modified', file.lastModified.toUTCString());
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      if (ifNoneMatch(request.headers['if-none-match'], file.etag)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      return reply.type(file.contentType).header('content-length', file.size).send(file.body);
    }
    const width = Number(request.query.w);
    if (!isVariantWidth(width)) {
      return reply
        .code(400)
        .send({ success: false, code: commonErrorCodes.invalidRequest, fields: ['w'], message: `Image width must be one of ${imageVariantWidths.join(', ')}` });
    }
    const variant = await imageVariant(uploads, variantsDir, url, width);
    if (!variant) return reply.code(404).send(notFoundBody);
    return reply.sendFile(variant, variantsDir, uploadCaching);
  });

  const indexPath = path.join(options.webDist, 'index.html');
  const serviceWorkerFile = path.join(options.webDist, consoleApp.serviceWorkerPath);
  const shell = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (shell) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script and style sheet (apps/web/vite.config.ts), served
      // for the file they compress; a route of their own each would only hold memory (a GET and a HEAD per copy).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      decorateReply: false,
      setHeaders(res, filePath) {
        if (filePath === serviceWorkerFile) {
          // A browser checks for a new worker at every visit; a cached copy would keep the old one a day longer.
          res.header('cache-control', 'no-cache');
          // The worker lives at /admin/sw.js but serves /admin itself, one level above its folder.
          res.header('service-worker-allowed', consoleApp.scope);
          return;
        }
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const pageScripts = pageScriptsFromBuild(options.webDist);
  const withPageScripts = (html: string, pathname: string) => {
    const pageModule = pageModuleFor(pathname);
    const scripts = pageModule ? pageScripts(pageModule) : [];
    const links = scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('\n    ');
    return links ? html.replace('</head>', () => `  ${links}\n  </head>`) : html;
  };

  /**
   * The console's pages name its manifest and home-screen icon, and their theme colour is the manifest's,
   * so a phone offers to install the console, and only the console: no storefront page names them. Written
   * here rather than with the page's head, which needs the database: the console installs without it.
   */
  const consoleAppTags = [
    `<link rel="manifest" href="${consoleApp.manifestPath}">`,
    `<link rel="apple-touch-icon" href="${consoleIcons.appleTouch.path}">`,
    `<meta name="theme-color" content="${consoleApp.themeColor}">`,
  ].join('\n    ');
  const withConsoleApp = (html: string, pathname: string) =>
    isConsolePath(pathname) ? html.replace(/\s*<meta\s+name="theme-color"[^>]*>/, '').replace('</head>', () => `  ${consoleAppTags}\n  </head>`) : html;

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (pathname.length > MAX_PAGE_PATH_LENGTH) {
      return reply.code(414).send({ success: false, code: commonErrorCodes.addressTooLong, message: 'This address is too long.' });
    }
    if (!shell) {
      if (!isPageRoute(pathname)) return reply.code(404).send(notFoundBody);
      return reply.code(503).type('text/plain; charset=utf-8').send('The storefront has not been built yet. Run "npm run build", then reload.');
    }
    let status = isPageRoute(pathname) ? 200 : 404;
    let html = withConsoleApp(withPageScripts(shell, pathname), pathname);
    try {
      const search = request.url.slice(pathname.length);
      const [page, initialResponses] = await Promise.all([options.withHead(html, pathname, search), options.initialResponsesFor(pathname)]);
      status = page.status;
      html = page.html.replace('</body>', () => `<script type="application/json" id="initial-responses">${initialResponses}</script>\n  </body>`);
    } catch (error) {
      // Without the database the page still loads; the app shows its own error states.
      request.log.warn({ err: error }, 'page head unavailable');
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  // Each path of each page in the table (packages/core/src/shared/routes.ts) is a route of its own, so that
  // its HTML is compressed like every other answer; any other path (a trailing slash, a typo) reaches
  // the not-found handler below.
  for (const route of [...pageRoutes(), consolePage.path, `${consolePage.path}/*`]) {
    app.get(route, (request, reply) => sendShell(request, reply, request.url.split('?')[0] ?? route));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/')) {
      return reply.code(404).send(notFoundBody);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(notFoundBody);
    }
    return sendShell(request, reply, pathname);
  });
});
