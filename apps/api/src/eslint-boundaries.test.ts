// The import boundaries of eslint.config.js (docs/architecture.md, "Import rules"), checked through
// ESLint's Node API with the repository's own config: each source is linted as if it sat at the
// given path, so its relative imports resolve to the real files there. It lives in the api project
// because that is the one that runs Vitest in plain Node; it checks the web app's zones as well.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const boundaryRule = 'boundaries/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The boundary messages for `code` linted as the file at `file` (relative to the repository). */
async function boundaryFindings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  expect(result, `ESLint linted ${file}`).toBeDefined();
  // A parse error, or an import the resolver cannot follow, would pass the zones unchecked.
  expect(result!.messages.filter((message) => message.fatal || message.messageId === 'unresolved')).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === boundaryRule).map((message) => message.message);
}

describe('contracts in the web app (decision 011)', () => {
  it('allows a contract as a type and the plain endpoint helpers, and refuses a contract as a value', async () => {
    const [result] = await eslint.lintText(
      [
        `import { placeOrder } from '@shop/core/orders/contract';`,
        `import { adminOrderErrorCodes } from '@shop/core/orders/admin-contract';`,
        `import type { listOrders } from '@shop/core/orders/contract';`,
        `import type { ProductDto } from '@shop/core/catalog/dtos';`,
        `import { endpointPath } from '@shop/core/contract/endpoint';`,
        `import { commonErrorCodes } from '@shop/core/contract/error-codes';`,
        `export const probe = [placeOrder, adminOrderErrorCodes, endpointPath, commonErrorCodes];`,
        `export type Probe = [typeof listOrders, ProductDto];`,
      ].join('\n'),
      { filePath: path.join(repoRoot, 'apps/web/src/features/orders/api/contract-probe.ts') },
    );
    const findings = result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
    expect(findings.map((finding) => finding.line)).toEqual([1, 2]);
    expect(findings[0]!.message).toContain('import type');
  });
});

describe('web app boundaries (decision 004)', () => {
  const ordersPage = 'apps/web/src/features/orders/pages/boundary-probe.tsx';

  it("refuses another feature's component", async () => {
    const findings = await boundaryFindings(
      ordersPage,
      `import { ProductCard } from '../../catalog/components/product-card';\nexport const probe = ProductCard;\n`,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/"\.\.\/\.\.\/catalog\/components\/product-card" imported in restricted zone.*public surface/);
  });

  it("refuses another feature's internal module, also through import()", async () => {
    const findings = await boundaryFindings(
      ordersPage,
      `import { withLine } from '../../cart/cart-line-mutation';\nexport const probe = [withLine, () => import('../../accounts/pages/login-page')];\n`,
    );
    expect(findings).toHaveLength(2);
  });

  it("allows another feature's api/ files and the cart's public hooks", async () => {
    const findings = await boundaryFindings(
      ordersPage,
      [
        `import { useSearchProducts } from '../../catalog/api/search-products';`,
        `import { useTeamMembers } from '../../content/company/api/get-team-members';`,
        `import { useCart } from '../../cart/hooks/use-cart';`,
        `import { useCartCount } from '../../cart/hooks/use-cart-count';`,
        `import { useNow } from '../hooks/use-now';`,
        `export const probe = [useSearchProducts, useTeamMembers, useCart, useCartCount, useNow];`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it('keeps features from importing src/app, and shared code from importing features', async () => {
    expect(await boundaryFindings(ordersPage, `import { AppProviders } from '../../../app/providers';\nexport const probe = AppProviders;\n`)).toHaveLength(1);
    expect(
      await boundaryFindings(
        'apps/web/src/lib/boundary-probe.ts',
        `import { useSearchProducts } from '../features/catalog/api/search-products';\nexport const probe = useSearchProducts;\n`,
      ),
    ).toHaveLength(1);
  });

  it('lets a test mount the app and warm another feature’s page, but not reach its components', async () => {
    const testFile = 'apps/web/src/features/orders/pages/boundary-probe.test.tsx';
    expect(
      await boundaryFindings(
        testFile,
        `import { AppProviders } from '../../../app/providers';\nexport const probe = [AppProviders, () => import('../../accounts/pages/login-page')];\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryFindings(testFile, `import { ProductCard } from '../../catalog/components/product-card';\nexport const probe = ProductCard;\n`),
    ).toHaveLength(1);
  });
});

describe('api boundaries', () => {
  const ordersModule = 'apps/api/src/modules/orders/boundary-probe.ts';

  it('reaches another module through its service or cached reads, never its repository or other files', async () => {
    expect(
      await boundaryFindings(
        ordersModule,
        [
          `import { getBusinessDetails } from '../business/service';`,
          `import { lockAccount } from '../accounts/service';`,
          `import * as catalogReads from '../catalog/cached-reads';`,
          `export const probe = [getBusinessDetails, lockAccount, catalogReads];`,
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(await boundaryFindings(ordersModule, `import { lockAccount } from '../accounts/repository';\nexport const probe = lockAccount;\n`)).toHaveLength(1);
    expect(await boundaryFindings(ordersModule, `import { resetCodeEmail } from '../accounts/emails';\nexport const probe = resetCodeEmail;\n`)).toHaveLength(
      1,
    );
  });

  it("lets only the console import a module's owner routes", async () => {
    const ownerRoutes = `import { adminDealRoutes } from '../deals/admin-routes';\nexport const probe = adminDealRoutes;\n`;
    expect(await boundaryFindings('apps/api/src/modules/console/boundary-probe.ts', ownerRoutes)).toEqual([]);
    expect(await boundaryFindings(ordersModule, ownerRoutes)).toHaveLength(1);
  });

  it('keeps src/lib from importing modules, and modules from importing the command line', async () => {
    expect(
      await boundaryFindings(
        'apps/api/src/lib/boundary-probe.ts',
        `import { getBusinessDetails } from '../modules/business/service';\nexport const probe = getBusinessDetails;\n`,
      ),
    ).toHaveLength(1);
    expect(await boundaryFindings(ordersModule, `import * as prompt from '../../cli/prompt';\nexport const probe = prompt;\n`)).toHaveLength(1);
  });

  it('keeps plugins from importing modules, even a type, and src/lib from importing plugins', async () => {
    expect(
      await boundaryFindings(
        'apps/api/src/plugins/boundary-probe.ts',
        `import { renderHead } from '../modules/seo/head';\nimport type { ResolvedHead } from '../modules/seo/service';\nexport const probe = renderHead;\nexport type Probe = ResolvedHead;\n`,
      ),
    ).toHaveLength(2);
    expect(
      await boundaryFindings('apps/api/src/lib/boundary-probe.ts', `import { requireAdmin } from '../plugins/auth';\nexport const probe = requireAdmin;\n`),
    ).toHaveLength(1);
    // A module may still build on a plugin: the login checks are plugins/auth.ts.
    expect(await boundaryFindings(ordersModule, `import { requireUser } from '../../plugins/auth';\nexport const probe = requireUser;\n`)).toEqual([]);
  });
});

describe('packages/core', () => {
  it('imports nothing from the apps, and no Node built-in outside its tests', async () => {
    const [apps] = await eslint.lintText(`import { newId } from '../../../apps/api/src/lib/ids';\nexport const probe = newId;\n`, {
      filePath: path.join(repoRoot, 'packages/core/src/boundary-probe.ts'),
    });
    expect(apps!.messages.map((message) => message.ruleId)).toEqual([boundaryRule]);
    const [builtin] = await eslint.lintText(`import { createHash } from 'node:crypto';\nexport const probe = createHash;\n`, {
      filePath: path.join(repoRoot, 'packages/core/src/boundary-probe.ts'),
    });
    expect(builtin!.messages.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
  });
});
