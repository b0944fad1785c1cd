import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { CART_LINES_MAX } from '@shop/core/cart/cart';
import { paisa } from '@shop/core/shared/money';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { products as productsTable } from '../../db/schema/catalog';
import { newId } from '../../lib/ids';

describe.each(testDatabaseKinds())('the synced cart on %s', (kind) => {
  let shop: TestApp;
  let products: ProductDto[];
  let deals: DealDto[];
  const statements: string[] = [];
  beforeAll(async () => {
    shop = await createTestApp(kind, { statementLog: statements });
    // No test here reads mail: with the dispatcher stopped, only the requests run statements.
    await shop.outbox.stop();
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    deals = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals;
  });
  afterAll(async () => shop?.close());

  const call = (token: string, url: string, payload?: object) =>
    shop.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { token }, ...(payload ? { payload } : {}) });
  const plenty = () => products.find((product) => product.quantity >= 20)!;
  const few = () => products.find((product) => product.quantity > 0 && product.quantity < 5)!;
  const soldOut = () => products.find((product) => product.quantity === 0)!;
  const smallDeal = () => deals.find((deal) => deal.quantity > 1 && deal.quantity < 10)!;

  it('needs a login', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/cart/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('adds and updates products with the messages of docs/product.md §8, and removes a line set to 0', async () => {
    const { token } = await newAccount(shop);
    const product = plenty();
    const added = await call(token, '/api/cart/add', { itemId: product._id, quantity: 2 });
    expect(added.json()).toMatchObject({ success: true, message: 'Product added to cart!', cartData: { products: { [product._id]: 2 }, deals: {} } });
    await call(token, '/api/cart/add', { itemId: product._id, quantity: 3 });
    expect((await call(token, '/api/cart/')).json().cartData.products[product._id]).toBe(5);
    const updated = await call(token, '/api/cart/update', { itemId: product._id, quantity: 0 });
    expect(updated.json().cartData.products).toEqual({});
  });

  it('refuses an out-of-stock product, trims to stock, and keeps a line at 10', async () => {
    const { token } = await newAccount(shop);
    const refused = await call(token, '/api/cart/add', { itemId: soldOut()._id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'This product is out of stock' });
    const low = few();
    const trimmed = await call(token, '/api/cart/add', { itemId: low._id, quantity: 9 });
    expect(trimmed.json()).toMatchObject({ message: `Quantity adjusted to available stock: ${low.quantity}` });
    expect(trimmed.json().cartData.products[low._id]).toBe(low.quantity);
    const big = await call(token, '/api/cart/update', { itemId: plenty()._id, quantity: 25 });
    expect(big.json().cartData.products[plenty()._id]).toBe(10);
  });

  it('ignores quantities below 1 on add and refuses non-whole numbers', async () => {
    const { token } = await newAccount(shop);
    const ignored = await call(token, '/api/cart/add', { itemId: plenty()._id, quantity: 0 });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().cartData.products).toEqual({});
    for (const quantity of [1.5, '2', 10 ** 9]) {
      const response = await call(token, '/api/cart/add', { itemId: plenty()._id, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['quantity'] });
    }
  });

  it('limits deals to their own stock and refuses unknown deals', async () => {
    const { token } = await newAccount(shop);
    const deal = smallDeal();
    await call(token, '/api/cart/add-deal', { dealId: deal._id, quantity: deal.quantity - 1 });
    const over = await call(token, '/api/cart/add-deal', { dealId: deal._id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: `Only ${deal.quantity} items available for this deal` });
    const setOver = await call(token, '/api/cart/update-deal', { dealId: deal._id, quantity: deal.quantity + 1 });
    expect(setOver.json().message).toBe(`Only ${deal.quantity} items available for this deal`);
    const unknown = await call(token, '/api/cart/add-deal', { dealId: 'ffffffffffffffffffffffff', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'CART_ITEM_NOT_FOUND', message: 'Deal not found' });
  });

  it('limits a deal to what its scarcest product allows, as the deal page shows (decision 010)', async () => {
    const admin = (await newAccount(shop, 'admin')).token;
    const deal = deals.find((item) => item.dealProducts.length > 0)!;
    const scarce = deal.dealProducts[0]!;
    const setStock = (kind: 'products' | 'deals', id: string, quantity: number) =>
      shop.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/stock`, headers: { token: admin }, payload: { quantity } });
    expect((await setStock('deals', deal._id, 9)).statusCode).toBe(200);
    expect((await setStock('products', scarce._id, 2 * scarce.unitsPerDeal)).statusCode).toBe(200);
    const shown = ((await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals as DealDto[]).find((item) => item._id === deal._id)!;
    expect(shown.quantity).toBeLessThanOrEqual(2);
    const { token } = await newAccount(shop);
    const over = await call(token, '/api/cart/add-deal', { dealId: deal._id, quantity: shown.quantity + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`Only ${shown.quantity} items available for this deal`);
  });

  it('keeps a line whose product ran out, refuses to raise it, and takes the fixes the cart page offers', async () => {
    const admin = (await newAccount(shop, 'admin')).token;
    const product = products.filter((item) => item.quantity >= 20 && item._id !== plenty()._id).at(-1)!;
    const setStock = (quantity: number) =>
      shop.app.inject({ method: 'POST', url: `/api/admin/products/${product._id}/stock`, headers: { token: admin }, payload: { quantity } });
    const shownStock = async () =>
      ((await shop.app.inject({ method: 'GET', url: `/api/products?ids=${product._id}` })).json().products as ProductDto[])[0]!.quantity;
    const { token } = await newAccount(shop);
    await call(token, '/api/cart/add', { itemId: product._id, quantity: 4 });
    try {
      expect((await setStock(0)).statusCode).toBe(200);
      // The line stays for the shopper to see and fix; what the cart page reads says none are left.
      expect((await call(token, '/api/cart/')).json().cartData.products[product._id]).toBe(4);
      expect(await shownStock()).toBe(0);
      const raised = await call(token, '/api/cart/update', { itemId: product._id, quantity: 5 });
      expect(raised.statusCode).toBe(409);
      expect(raised.json()).toEqual({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'This product is out of stock' });

      // 'Only 2 left': Change to 2 is accepted as it is.
      await setStock(2);
      const changed = await call(token, '/api/cart/update', { itemId: product._id, quantity: 2 });
      expect(changed.json()).toMatchObject({ success: true, message: 'Cart updated', cartData: { products: { [product._id]: 2 } } });

      // Remove.
      await setStock(0);
      const removed = await call(token, '/api/cart/update', { itemId: product._id, quantity: 0 });
      expect(removed.json()).toMatchObject({ success: true, message: 'Item removed from cart', cartData: { products: {} } });
    } finally {
      await setStock(product.quantity);
    }
  });

  it("keeps two customers' carts apart", async () => {
    const first = await newAccount(shop);
    const second = await newAccount(shop);
    await call(first.token, '/api/cart/add', { itemId: plenty()._id, quantity: 1 });
    expect((await call(second.token, '/api/cart/')).json().cartData).toEqual({ products: {}, deals: {} });
  });

  it('merges a visitor cart by summing, capping, and dropping what no longer exists', async () => {
    const { token } = await newAccount(shop);
    const product = plenty();
    const low = few();
    await call(token, '/api/cart/add', { itemId: product._id, quantity: 4 });
    const merged = await call(token, '/api/cart/merge', {
      products: { [product._id]: 3, [low._id]: 9, ffffffffffffffffffffffff: 1 },
      deals: { [smallDeal()._id]: 1 },
    });
    expect(merged.json()).toMatchObject({
      success: true,
      adjusted: true,
      cartData: { products: { [product._id]: 7, [low._id]: low.quantity }, deals: { [smallDeal()._id]: 1 } },
    });
  });

  /** The statements `request` runs, to count its round trips. */
  const statementsOf = async (request: () => Promise<unknown>) => {
    const before = statements.length;
    await request();
    return statements.slice(before);
  };
  /** `count` ids no product or deal has. */
  const unknownIds = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  const visitorLines = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

  it('merges a full cart of lines in as many statements as one line of each kind', async () => {
    const inStock = products.filter((product) => product.quantity > 0);
    const liveDeals = deals.filter((deal) => deal.quantity > 0);
    const productIds = inStock.map((product) => product._id);
    const dealIds = liveDeals.map((deal) => deal._id);
    const productCount = CART_LINES_MAX / 2;
    const full = {
      products: visitorLines([...productIds, ...unknownIds('gone-product', productCount - productIds.length)]),
      deals: visitorLines([...dealIds, ...unknownIds('gone-deal', CART_LINES_MAX - productCount - dealIds.length)]),
    };
    expect(Object.keys(full.products).length + Object.keys(full.deals).length).toBe(CART_LINES_MAX);
    const small = { products: visitorLines([productIds[0]!]), deals: visitorLines([dealIds[0]!]) };

    const first = await newAccount(shop);
    const second = await newAccount(shop);
    let merged: { cartData: object; adjusted: boolean } | undefined;
    const oneOfEach = await statementsOf(() => call(first.token, '/api/cart/merge', small));
    const cartful = await statementsOf(async () => (merged = (await call(second.token, '/api/cart/merge', full)).json()));

    expect(cartful).toHaveLength(oneOfEach.length);
    expect(cartful.length).toBeLessThanOrEqual(12);
    // The unknown ids were left out; every line that is for sale is in the cart the answer and the server hold.
    expect(merged!.adjusted).toBe(true);
    expect(merged!.cartData).toEqual({ products: visitorLines(productIds), deals: visitorLines(dealIds) });
    expect((await call(second.token, '/api/cart/')).json().cartData).toEqual(merged!.cartData);
  });

  it('refuses a merge of more lines than a cart holds with 400, changing nothing', async () => {
    const { token } = await newAccount(shop);
    await call(token, '/api/cart/add', { itemId: plenty()._id, quantity: 2 });
    const cartBefore = (await call(token, '/api/cart/')).json().cartData;
    const tooMany = [
      { body: { products: visitorLines(unknownIds('p', CART_LINES_MAX + 1)) }, fields: ['products'] },
      {
        body: { products: visitorLines(unknownIds('p', CART_LINES_MAX / 2)), deals: visitorLines(unknownIds('d', CART_LINES_MAX / 2 + 1)) },
        fields: ['products', 'deals'],
      },
      { body: { products: visitorLines([plenty()._id, ...unknownIds('p', 199)]), deals: visitorLines(unknownIds('d', 200)) }, fields: ['products', 'deals'] },
    ];
    for (const { body, fields } of tooMany) {
      const refused = await call(token, '/api/cart/merge', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'INVALID_REQUEST',
        message: `A cart holds at most ${CART_LINES_MAX} different products and deals`,
        fields,
      });
    }
    expect((await call(token, '/api/cart/')).json().cartData).toEqual(cartBefore);
  });

  it('holds up when one customer adds from many tabs at once', async () => {
    const { token } = await newAccount(shop);
    const product = plenty();
    await Promise.all(Array.from({ length: 8 }, () => call(token, '/api/cart/add', { itemId: product._id, quantity: 1 })));
    expect((await call(token, '/api/cart/')).json().cartData.products[product._id]).toBe(8);
  });
  it('holds at most 100 different products and deals: a new line of a full cart is refused, a merge keeps what fits', async () => {
    const shelf = Array.from({ length: CART_LINES_MAX + 5 }, (_, index) => ({
      id: newId(),
      name: `Shelf soap ${index}`,
      pricePaisa: paisa(50_000),
      category: 'Soaps',
      stock: 50,
      status: 'published' as const,
    }));
    await shop.database.db.insert(productsTable).values(shelf);
    const lines = (from: number, to: number) => Object.fromEntries(shelf.slice(from, to).map((product) => [product.id, 1]));
    const lineCount = (cart: { products: object; deals: object }) => Object.keys(cart.products).length + Object.keys(cart.deals).length;

    const { token } = await newAccount(shop);
    const merged = await call(token, '/api/cart/merge', { products: lines(0, CART_LINES_MAX), deals: {} });
    expect(merged.statusCode).toBe(200);
    expect(lineCount(merged.json().cartData)).toBe(CART_LINES_MAX);

    for (const [url, payload] of [
      ['/api/cart/add', { itemId: shelf[CART_LINES_MAX]!.id, quantity: 1 }],
      ['/api/cart/update', { itemId: shelf[CART_LINES_MAX]!.id, quantity: 2 }],
      ['/api/cart/add-deal', { dealId: smallDeal()._id, quantity: 1 }],
    ] as const) {
      const refused = await call(token, url, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        code: 'CART_FULL',
        message: 'Your cart holds 100 different products and deals, the most it can. Please remove one first.',
      });
    }
    expect(lineCount((await call(token, '/api/cart/')).json().cartData)).toBe(CART_LINES_MAX);
    // A line already in the cart still changes, and a removed one makes room.
    expect((await call(token, '/api/cart/add', { itemId: shelf[0]!.id, quantity: 1 })).json().cartData.products[shelf[0]!.id]).toBe(2);
    await call(token, '/api/cart/update', { itemId: shelf[1]!.id, quantity: 0 });
    expect((await call(token, '/api/cart/add', { itemId: shelf[CART_LINES_MAX]!.id, quantity: 1 })).statusCode).toBe(200);

    // A merge into a nearly full cart keeps the new lines that fit and says it cut the rest.
    const other = await newAccount(shop);
    await call(other.token, '/api/cart/merge', { products: lines(0, CART_LINES_MAX - 2), deals: {} });
    const topped = await call(other.token, '/api/cart/merge', { products: { ...lines(0, 3), ...lines(CART_LINES_MAX, CART_LINES_MAX + 5) }, deals: {} });
    expect(topped.json()).toMatchObject({ success: true, adjusted: true });
    const cart = topped.json().cartData;
    expect(lineCount(cart)).toBe(CART_LINES_MAX);
    expect(cart.products[shelf[0]!.id]).toBe(2);
    expect(cart).toEqual((await call(other.token, '/api/cart/')).json().cartData);
  });
});
