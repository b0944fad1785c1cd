import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { describeImport, importProducts, readProductFile } from './import-products';

const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function writeFile(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

const csvHeader = 'name,description,price,discountPrice,image,category,subcategory,quantity,status,best_seller,isBestSeller';

interface ListedProduct {
  _id: string;
  name: string;
  price: number;
  discountprice: number;
  bestseller: boolean;
  quantity: number;
  image: string[];
  category: string;
}

describe('reading product files', () => {
  it('reads CSV cells as numbers, image lists and flags, and names each row by its line', async () => {
    const file = writeFile(
      'read.csv',
      `${csvHeader}\n"Neem Soap","Cleansing, gentle",450,399,/uploads/a.webp | https://cdn.example.pk/b.jpg,Soaps,Herbal,12,published,true,\n`,
    );
    const [row] = await readProductFile(file);
    expect(row).toEqual({
      where: 'line 2',
      fields: {
        name: 'Neem Soap',
        description: 'Cleansing, gentle',
        price: 450,
        discountPrice: 399,
        image: ['/uploads/a.webp', 'https://cdn.example.pk/b.jpg'],
        category: 'Soaps',
        subcategory: 'Herbal',
        quantity: 12,
        status: 'published',
        best_seller: 'true',
      },
    });
  });

  it('refuses a file that is not a product list', async () => {
    await expect(readProductFile(writeFile('bad.json', '{"name": "one"}'))).rejects.toThrow('must hold a list of products');
    await expect(readProductFile(writeFile('broken.json', '[{'))).rejects.toThrow('is not valid JSON');
    await expect(readProductFile(writeFile('list.txt', 'name'))).rejects.toThrow('Give a .csv or a .json file.');
    await expect(readProductFile(path.join(folder, 'missing.csv'))).rejects.toThrow('Cannot read');
  });
});

describe.each(testDatabaseKinds())('import-products on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const listed = async (): Promise<ListedProduct[]> => (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  /** The import reaches the running shop's cache by NOTIFY, which PostgreSQL delivers a moment after commit. */
  const listedOnceShowing = async (name: string): Promise<ListedProduct[]> =>
    vi.waitFor(async () => {
      const products = await listed();
      expect(products.map((product) => product.name)).toContain(name);
      return products;
    });

  it('imports nothing when any row is bad, and says which rows and why', async () => {
    const before = await listed();
    const file = writeFile(
      'mixed.csv',
      [
        csvHeader,
        'Rose Clay Mask,,900,,,Masks,,10,published,,',
        'Mint Lip Balm,,cheap,,,Lips,,5,published,,',
        ',,300,,,Lips,,5,published,,',
        'Oat Soap,,500,600,,Soaps,,5,published,,',
        'Amber Oil,,700,,,Oils,,-2,sold,,',
        'rose clay mask,,950,,,Masks,,3,published,,',
      ].join('\n'),
    );
    const report = await importProducts(shop.database, await readProductFile(file));
    expect(report.imported).toBe(0);
    expect(report.refused.map((row) => row.where)).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    const text = describeImport(report, 'mixed.csv');
    expect(text).toContain('Refused line 3 (Mint Lip Balm): price: Amount must be a number');
    expect(text).toContain('Refused line 4 ((no name)): name is required');
    expect(text).toContain('Refused line 5 (Oat Soap): discountprice must be below price (or 0 for no discount)');
    expect(text).toContain('quantity must be at least 0');
    expect(text).toContain('status must be published or draft');
    expect(text).toContain('Refused line 7 (rose clay mask): the same name as line 2');
    expect(text).toContain('Nothing was imported: 5 row(s) of mixed.csv need fixing first.');
    expect((await listed()).map((product) => product._id)).toEqual(before.map((product) => product._id));
  });

  it('imports a good CSV whole, with the original client’s alternate spellings, new categories and drafts kept hidden', async () => {
    const file = writeFile(
      'good.csv',
      [
        csvHeader,
        'Rose Clay Mask,Pink clay with rose petals,900,799,/uploads/rose.webp,Masks,Clay,10,published,,true',
        'Mint Lip Balm,,350,,,Lips,Balms,4,published,1,',
        'Saffron Night Oil,,2400,,,Oils,,0,,,',
      ].join('\n'),
    );
    const report = await importProducts(shop.database, await readProductFile(file));
    expect(report).toMatchObject({ imported: 3, drafts: 1, refused: [] });
    expect(report.newCategories).toEqual(expect.arrayContaining(['Masks', 'Lips']));
    expect(describeImport(report, 'good.csv')).toContain('Imported 3 product(s) from good.csv.');

    const products = await listedOnceShowing('Rose Clay Mask');
    const mask = products.find((product) => product.name === 'Rose Clay Mask');
    expect(mask).toMatchObject({ price: 900, discountprice: 799, bestseller: true, quantity: 10, image: ['/uploads/rose.webp'], category: 'Masks' });
    expect(products.find((product) => product.name === 'Mint Lip Balm')).toMatchObject({ price: 350, discountprice: 0, bestseller: true, quantity: 4 });
    expect(products.some((product) => product.name === 'Saffron Night Oil')).toBe(false);

    const categories = (await shop.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(JSON.stringify(categories)).toContain('Clay');

    const again = await importProducts(shop.database, await readProductFile(file));
    expect(again.imported).toBe(0);
    expect(describeImport(again, 'good.csv')).toContain('a product named "Rose Clay Mask" is already in the shop');
  });

  it('imports a JSON list with discountPrice, bestSeller and featured', async () => {
    const file = writeFile(
      'catalog.json',
      JSON.stringify({
        products: [
          { name: 'Lavender Bath Salt', price: 650, discountPrice: 600, category: 'Masks', quantity: 7, status: 'published', bestSeller: 'false', featured: 1 },
          { name: 'Charcoal Bar', price: 380, category: 'Masks', quantity: 30, status: 'published', isBestseller: false },
        ],
      }),
    );
    const report = await importProducts(shop.database, await readProductFile(file));
    expect(report.imported).toBe(2);
    const products = await listedOnceShowing('Lavender Bath Salt');
    expect(products.find((product) => product.name === 'Lavender Bath Salt')).toMatchObject({ discountprice: 600, bestseller: true });
    expect(products.find((product) => product.name === 'Charcoal Bar')).toMatchObject({ bestseller: false, quantity: 30 });
  });
});

describe('npm run admin -- import-products', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-import-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // Three cold CLI processes in a row (tsx, PGlite, migrations), each allowed 2 minutes: on a busy
  // machine together they pass the API tests' 30 s, and spawnSync cannot be interrupted anyway.
  const cliTimeout = 3 * 120_000;
  const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('reports refused rows with exit code 1, then imports the fixed file', { timeout: cliTimeout }, () => {
    const bad = writeFile('cli-bad.csv', `${csvHeader}\nTea Tree Gel,,abc,,,Gels,,5,published,,\n`);
    const refused = run(['import-products', bad]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refused line 2 (Tea Tree Gel): price: Amount must be a number');
    expect(refused.stderr).toContain('Nothing was imported');

    const good = writeFile('cli-good.csv', `${csvHeader}\nTea Tree Gel,,650,,,Gels,,5,published,,\n`);
    const imported = run(['import-products', good]);
    expect(imported.stderr).toContain(`Imported 1 product(s) from ${good}.`);
    expect(imported.status).toBe(0);

    const missing = run(['import-products']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Give the file to import');
  });
});
