// `npm run lint`: the rulebook for the whole repository, above all the import boundaries that
// docs/architecture.md ("Import rules") and docs/decisions/004-feature-boundaries-in-the-web-app.md
// describe. Boundaries are zones in the shape of import-x's no-restricted-paths, as bulletproof-react
// uses them (our own rule, eslint.boundaries.js): a zone names the files it applies to (`target`),
// the files they may not import (`from`) and the allow-list (`except`). An import is checked against
// the file it resolves to, so `../x`, `./x.ts` and `import('…')` are all caught;
// apps/api/src/eslint-boundaries.test.ts proves that they are.
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { boundaries } from './eslint.boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = path.join(root, 'apps/web/src');
const api = path.join(root, 'apps/api/src');
const core = path.join(root, 'packages/core/src');

const subdirectoriesIfAny = (dir) => (existsSync(dir) ? subdirectories(dir) : []);

const subdirectories = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ── apps/web (decision 004): components/ui and lib → features → app ─────────────────────────────

/** What a feature publishes (decision 004); nothing else of a feature is imported from outside it. */
const featurePublicSurface = [
  // Its api/ files (fetcher + query options + hook, one per call), also those of a sub-area such as
  // content/company/api/.
  `${web}/features/*/**/api/*`,
  // The cart is state many screens change: useCart and the header's count are its public hooks.
  // (A brace list, because an exception of a glob zone must itself be a glob.)
  `${web}/features/cart/hooks/{use-cart,use-cart-count}.ts`,
];

const sharedZones = [
  {
    target: [`${web}/components/ui`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`, `${web}/admin`],
    message: 'Shared code (components/ui, lib) imports nothing from features, app or the console (decision 004).',
  },
];

// ── apps/web/src/admin: the owner's console, a tree of its own (decision 014) ─────────────────────

const consoleZones = [
  {
    // The router mounts the console lazily; nothing else of the storefront may pull its code into a shopper's page.
    target: [`${web}/features`, `${web}/app`],
    from: `${web}/admin`,
    // (A glob: an exception is matched as a pattern, and a plain path would mean a folder.)
    except: [`${web}/admin/console-app.ts*`],
    message: "The storefront never imports the owner's console: only app/router.tsx mounts it, lazily (decision 014).",
  },
  {
    target: `${web}/admin`,
    from: `${web}/app`,
    message: "The console never imports the storefront's app layer (decision 014).",
  },
  {
    target: `${web}/admin/**`,
    from: `${web}/features/**`,
    except: featurePublicSurface,
    message: 'The console uses a storefront feature only through its public surface, its api/ files (decision 004).',
  },
  ...subdirectoriesIfAny(`${web}/admin/features`).map((feature) => ({
    target: `${web}/admin/features/${feature}/**`,
    from: `${web}/admin/features/**`,
    except: [`${web}/admin/features/${feature}/**`, `${web}/admin/features/*/api/*`],
    message: "A console feature imports another console feature's api/ files only; shared console pieces go to src/admin/components or src/admin/lib.",
  })),
  {
    target: [`${web}/admin/components`, `${web}/admin/lib`],
    from: [`${web}/admin/features`, `${web}/admin/layout`],
    message: "The console's shared pieces import none of its features or its layout.",
  },
];

/**
 * One zone per feature: it may import itself and the other features' public surface. With
 * `extraAllowed`, more of the other features (used for test files below).
 */
function featureZones(extraAllowed = []) {
  return subdirectories(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: `${web}/features/**`,
    except: [`${web}/features/${feature}/**`, ...featurePublicSurface, ...extraAllowed],
    message: `A feature imports only another feature's public surface: its api/ files (and the cart's hooks/use-cart.ts, hooks/use-cart-count.ts). Shared pieces go to src/lib or src/components/ui; a page that shows another feature's component takes a render slot that app/pages fills (decision 004).`,
  }));
}

const featuresNeverImportApp = {
  target: `${web}/features`,
  from: `${web}/app`,
  message: 'Features never import src/app: the app composes features, not the reverse (decision 004).',
};

// ── apps/api: routes → service → repository, one module reaching another through its service ────

/**
 * What a module publishes to the other modules:
 * - service.ts: its rules and transactions, the owner's as the shopper's. A query another domain's
 *   transaction needs (orders locks the account and empties the cart inside the order's) is exported
 *   from the owning module's service.ts, which re-exports it from its repository: the function takes
 *   the caller's `Queryable`, so it runs inside the caller's transaction.
 * - cached-reads.ts: its cached public answers (the seo module splices them into the first HTML).
 * Repositories, routes, emails, DTO mappers and other files of a module stay inside it.
 * docs/architecture.md ("Import rules") states the same.
 */
const modulePublicSurface = [`${api}/modules/*/service.ts`, `${api}/modules/*/cached-reads.ts`];

/**
 * Each module's owner routes: the console's admin scope (modules/console/routes.ts) registers them
 * all behind its one admin check, so the console alone imports them.
 */
const ownerRoutes = `${api}/modules/*/admin-routes.ts`;

const moduleZones = subdirectories(`${api}/modules`).map((module) => ({
  target: `${api}/modules/${module}/**`,
  from: `${api}/modules/**`,
  except: [`${api}/modules/${module}/**`, ...modulePublicSurface, ...(module === 'console' ? [ownerRoutes] : [])],
  message: `A module reaches another module only through its service.ts or cached-reads.ts.`,
}));

const apiZones = [
  ...moduleZones,
  {
    target: [`${api}/lib`, `${api}/db`],
    from: `${api}/modules`,
    message: 'src/lib and src/db are below the modules and never import them.',
  },
  {
    target: `${api}/modules`,
    from: `${api}/cli`,
    message: 'Modules never import the command line: src/cli builds on the modules, not the reverse.',
  },
  {
    target: `${api}/plugins`,
    from: `${api}/modules`,
    message: 'Plugins sit below the modules and never import them: app.ts hands a plugin what it needs from a module.',
  },
  {
    target: `${api}/lib`,
    from: `${api}/plugins`,
    message: 'src/lib sits below the plugins and never imports them.',
  },
];

// ── packages/core and the two apps ────────────────────────────────────────────────────────────────

const workspaceZones = [
  {
    target: core,
    from: path.join(root, 'apps'),
    message: 'packages/core imports nothing of ours: the apps import it, never the reverse.',
  },
  {
    target: path.join(root, 'apps/web'),
    from: path.join(root, 'apps/api'),
    message: 'The web app and the API never import each other; what they share lives in packages/core.',
  },
  {
    target: path.join(root, 'apps/api'),
    from: path.join(root, 'apps/web'),
    message: 'The web app and the API never import each other; what they share lives in packages/core.',
  },
];

const restrictedPaths = (zones) => ['error', { corePackageSource: core, zones }];

const testFiles = ['**/*.test.{ts,tsx}'];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', '.test-tmp/', 'bench/results/', 'data/', 'test-results/', 'playwright-report/', '.tsbuild/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: {
      // Also reports a relative import of a file that is not there: it would pass the zones unchecked.
      'boundaries/no-restricted-paths': restrictedPaths([
        ...workspaceZones,
        ...apiZones,
        ...sharedZones,
        ...consoleZones,
        featuresNeverImportApp,
        ...featureZones(),
      ]),
    },
  },
  {
    // Tests render pages inside the real app (src/test/render-app.tsx mounts app/router with
    // app/providers), so a feature's test may import src/app and warm or mount another feature's
    // lazy page (its pages/), as the router does. Everything else of the boundaries still holds.
    files: testFiles.map((pattern) => `apps/web/src/${pattern}`),
    rules: {
      'boundaries/no-restricted-paths': restrictedPaths([...workspaceZones, ...sharedZones, ...consoleZones, ...featureZones([`${web}/features/*/pages/*`])]),
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      // Core runs in the browser too (the web app imports it), so no Node built-ins outside tests.
      'no-restricted-imports': ['error', { paths: builtinModules, patterns: ['node:*'] }],
    },
  },
  {
    // The contracts and the response shapes are zod schemas. The web names a call by its route and
    // takes its types from the contract (lib/api-client.ts apiCall), so zod stays off the first
    // load (decisions 008, 011); endpoint.ts and error-codes.ts are plain and may be imported.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A contract file is named for what it is, wherever its domain folder is: contract/* (but the
              // plain endpoint.ts and error-codes.ts), <domain>/contract.ts, <domain>/admin-contract.ts,
              // <domain>/admin-<area>-contract.ts, and the response shapes <domain>/dtos.ts, <domain>/admin-dtos.ts.
              regex: '^@shop/core/(contract/(?!endpoint$|error-codes$).+|[\\w-]+/([\\w-]+-)?contract|[\\w-]+/(admin-)?dtos)$',
              allowTypeImports: true,
              message:
                'The web imports contracts and response shapes as types only (import type …): their zod schemas must stay off the first load (decision 011).',
            },
          ],
        },
      ],
    },
  },
  {
    // The control-character rule catches a stray \x00 in a pattern; these two match control
    // characters on purpose: core/shared/text.ts refuses a NUL that PostgreSQL cannot store, and
    // web/lib/content-urls.ts strips the control characters browsers ignore in a URL's scheme
    // ("java\tscript:") before checking it.
    files: ['packages/core/src/shared/text.ts', 'apps/web/src/lib/content-urls.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // Says where the React Compiler would skip memoizing a component (react-hook-form's watch()).
      // The app does not run the compiler (the build runs on Preact's React-compatible runtime,
      // decision 008), so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Both effects subscribe to something outside React and, as they subscribe, take its current
    // value once, since no event will bring it: useNow restarts its clock from the real time after
    // a pause; the carousel asks whether Autoplay is already playing (it may have started before the
    // listener was attached). The rule cannot tell that from state derived in an effect, which it
    // still catches in every other file.
    files: ['apps/web/src/features/orders/hooks/use-now.ts', 'apps/web/src/components/ui/carousel.tsx'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
);
