import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { AppProviders } from '../../../app/providers';
import { useAuth } from '../../../lib/auth';
import { getCart, getToken, localKeys, setToken } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi } from '../../../test/fake-api';
import { makeProduct, productSearchAnswer } from '../../../test/product-fixtures';
import { makeToken, renderApp } from '../../../test/render-app';
import { useLoginWithCart } from '../api/merge-cart';
import { useCart } from './use-cart';

const farFuture = 4_102_444_800;
const ayesha = makeToken({ id: 'user-ayesha', exp: farFuture });
const bilal = makeToken({ id: 'user-bilal', exp: farFuture });

function cartAnswer(products: Record<string, number>, deals: Record<string, number> = {}, message = 'Cart loaded') {
  return json({ success: true, cartData: { products, deals }, message });
}

/**
 * A request the test answers when it chooses, to look at the cart while the server is thinking. The
 * answer may be given before the request is sent: it then arrives as soon as it is.
 */
function storedCart() {
  return JSON.parse(localStorage.getItem(localKeys.cart) ?? 'null') as unknown;
}

/** Writes the stored cart as another tab of the same shop does. */
function writeFromAnotherTab(value: string) {
  localStorage.setItem(localKeys.cart, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: localKeys.cart, newValue: value, storageArea: localStorage }));
  });
}

/**
 * The cart as a page sees it, next to the login step of the login page and the logout of the header,
 * with the app's providers (a fresh query cache each time) and toasts.
 */
function mountCart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  render(<Toaster />);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
  const view = renderHook(() => ({ cart: useCart(), login: useLoginWithCart(), auth: useAuth() }), { wrapper });
  return { ...view, queryClient };
}

describe('the visitor cart', () => {
  it('adds a product and keeps it in local storage, with no server call', async () => {
    const { requests } = stubApi({});
    const { result } = mountCart();
    await act(async () => {
      expect(await result.current.cart.addProduct('p1', 2, 30)).toEqual({ ok: true, message: 'Product added to cart!', adjusted: false });
    });
    expect(storedCart()).toEqual({ products: { p1: 2 }, deals: {} });
    expect(result.current.cart.lines.products).toEqual({ p1: 2 });
    expect(result.current.cart.itemCount).toBe(2);
    expect(result.current.cart.status).toBe('ready');
    expect(requests).toHaveLength(0);
  });

  it('refuses an out-of-stock product and trims to stock', async () => {
    stubApi({});
    const { result } = mountCart();
    await act(async () => {
      expect(await result.current.cart.addProduct('p0', 1, 0)).toEqual({ ok: false, message: 'This product is out of stock', adjusted: false });
      expect(await result.current.cart.addProduct('p3', 5, 3)).toEqual({ ok: true, message: 'Quantity adjusted to available stock: 3', adjusted: true });
    });
    expect(result.current.cart.lines.products).toEqual({ p3: 3 });
  });

  it('limits a deal line to the deal stock', async () => {
    stubApi({});
    const { result } = mountCart();
    await act(async () => {
      await result.current.cart.addDeal('d1', 2, 3);
      expect(await result.current.cart.addDeal('d1', 2, 3)).toEqual({ ok: false, message: 'Only 3 items available for this deal', adjusted: false });
    });
    expect(result.current.cart.lines.deals).toEqual({ d1: 2 });
  });

  it('keeps both of two additions made at the same moment', async () => {
    stubApi({});
    const { result } = mountCart();
    await act(async () => {
      await Promise.all([result.current.cart.addProduct('p1', 1, 9), result.current.cart.addProduct('p2', 2, 9)]);
    });
    expect(storedCart()).toEqual({ products: { p1: 1, p2: 2 }, deals: {} });
  });

  it('removes a line set to 0', async () => {
    stubApi({});
    const { result } = mountCart();
    await act(async () => {
      await result.current.cart.addProduct('p1', 1, 9);
      await result.current.cart.addProduct('p2', 1, 9);
      await result.current.cart.addDeal('d1', 1, 9);
      await result.current.cart.setProductQuantity('p1', 0, 9);
    });
    expect(result.current.cart.lines).toEqual({ products: { p2: 1 }, deals: { d1: 1 } });
    expect(await result.current.cart.reload()).toBe(true);
  });
});

describe('the synced cart of a logged-in shopper', () => {
  it("loads the account's cart and keeps the stored copy as its mirror", async () => {
    setToken(ayesha);
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 1 }, deals: {} }));
    const load = heldAnswer();
    const { requests } = stubApi({ 'GET /api/cart/': load.handler });
    const { result } = mountCart();
    // The mirror of the last visit shows while the server is asked.
    expect(result.current.cart.status).toBe('loading');
    expect(result.current.cart.lines).toEqual({ products: { p1: 1 }, deals: {} });

    await act(async () => load.release(cartAnswer({ p1: 2 }, { d1: 1 })));
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart.lines).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(result.current.cart.itemCount).toBe(3);
    expect(storedCart()).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(requests[0]!.headers.get('token')).toBe(ayesha);
  });

  it("says 'Failed to load cart' when the cart cannot be loaded, and loads it on reload", async () => {
    setToken(ayesha);
    let down = true;
    stubApi({ 'GET /api/cart/': (request) => (down ? networkDown(request) : cartAnswer({ p1: 1 })) });
    const { result } = mountCart();

    expect(await screen.findByText('Failed to load cart')).toBeInTheDocument();
    expect(result.current.cart.status).toBe('error');
    down = false;
    await act(async () => {
      expect(await result.current.cart.reload()).toBe(true);
    });
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart.lines.products).toEqual({ p1: 1 });
  });

  it('shows an addition at once, then rolls it back with the message of docs/product.md §8 when the server fails', async () => {
    setToken(ayesha);
    const add = heldAnswer();
    const { requests } = stubApi({ 'GET /api/cart/': () => cartAnswer({ p1: 1 }), 'POST /api/cart/add': add.handler });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.cart.addProduct('p2', 2, 30);
    });
    await waitFor(() => expect(result.current.cart.lines.products).toEqual({ p1: 1, p2: 2 }));
    expect(storedCart()).toEqual({ products: { p1: 1, p2: 2 }, deals: {} });
    expect(requests.at(-1)!.body).toEqual({ itemId: 'p2', quantity: 2 });

    await act(async () => {
      add.release(json({ success: false, message: 'Something went wrong on our side' }, 500));
      await expect(outcome).resolves.toEqual({ ok: false, message: 'Failed to add product to cart', adjusted: false });
    });
    expect(result.current.cart.lines.products).toEqual({ p1: 1 });
    expect(storedCart()).toEqual({ products: { p1: 1 }, deals: {} });
  });

  it("rolls back a refused change with the server's reason, and takes the server's cart and message on success", async () => {
    setToken(ayesha);
    const refusal = heldAnswer();
    stubApi({
      'GET /api/cart/': () => cartAnswer({}),
      // The server knows of less stock than the page did.
      'POST /api/cart/add': () => cartAnswer({ p1: 2 }, {}, 'Quantity adjusted to available stock: 2'),
      'POST /api/cart/add-deal': refusal.handler,
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));

    await act(async () => {
      expect(await result.current.cart.addProduct('p1', 5, 30)).toEqual({ ok: true, message: 'Quantity adjusted to available stock: 2', adjusted: true });
    });
    expect(result.current.cart.lines.products).toEqual({ p1: 2 });

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.cart.addDeal('d1', 2, 5);
    });
    await waitFor(() => expect(result.current.cart.lines.deals).toEqual({ d1: 2 }));
    await act(async () => {
      refusal.release(json({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 1 items available for this deal' }, 409));
      await expect(outcome).resolves.toEqual({ ok: false, message: 'Only 1 items available for this deal', adjusted: false });
    });
    expect(result.current.cart.lines).toEqual({ products: { p1: 2 }, deals: {} });
  });

  it('uses the message of docs/product.md §8 for each failed change: deal add, deal update, and the raw error for a product update', async () => {
    setToken(ayesha);
    stubApi({
      'GET /api/cart/': () => cartAnswer({ p1: 3 }, { d1: 1 }),
      'POST /api/cart/add-deal': networkDown,
      'POST /api/cart/update-deal': () => json({ success: false, message: 'Internal error' }, 500),
      'POST /api/cart/update': () => json({ success: false, message: 'Internal error' }, 500),
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));

    await act(async () => {
      expect(await result.current.cart.addDeal('d2', 1, 5)).toEqual({ ok: false, message: 'Failed to add deal to cart', adjusted: false });
      expect(await result.current.cart.setDealQuantity('d1', 2, 5)).toEqual({ ok: false, message: 'Failed to update deal quantity', adjusted: false });
      expect(await result.current.cart.setProductQuantity('p1', 1, 30)).toEqual({ ok: false, message: 'Internal error', adjusted: false });
    });
    expect(result.current.cart.lines).toEqual({ products: { p1: 3 }, deals: { d1: 1 } });
  });

  it("keeps each of two overlapping changes, and only the last answer's whole cart", async () => {
    setToken(ayesha);
    const first = heldAnswer();
    const second = heldAnswer();
    let adds = 0;
    stubApi({
      'GET /api/cart/': () => cartAnswer({}),
      'POST /api/cart/add': (request) => ((adds += 1) === 1 ? first.handler(request) : second.handler(request)),
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));

    let outcomes!: Promise<unknown>;
    act(() => {
      outcomes = Promise.all([result.current.cart.addProduct('p1', 1, 30), result.current.cart.addProduct('p2', 1, 30)]);
    });
    await waitFor(() => expect(adds).toBe(2));
    expect(result.current.cart.lines.products).toEqual({ p1: 1, p2: 1 });
    // The first answer predates the second change: only its own line is taken from it.
    await act(async () => first.release(cartAnswer({ p1: 1 })));
    expect(result.current.cart.lines.products).toEqual({ p1: 1, p2: 1 });
    await act(async () => {
      second.release(cartAnswer({ p1: 1, p2: 1, p9: 4 }));
      await outcomes;
    });
    expect(result.current.cart.lines.products).toEqual({ p1: 1, p2: 1, p9: 4 });
  });

  it('follows the changes another tab makes, and empties after an order', async () => {
    setToken(ayesha);
    stubApi({ 'GET /api/cart/': () => cartAnswer({ p1: 1 }) });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));

    writeFromAnotherTab(JSON.stringify({ products: { p1: 1, p2: 3 }, deals: {} }));
    expect(result.current.cart.lines.products).toEqual({ p1: 1, p2: 3 });
    expect(result.current.cart.itemCount).toBe(4);

    act(() => result.current.cart.clearAfterOrder());
    expect(result.current.cart.lines).toEqual({ products: {}, deals: {} });
    expect(getCart()).toEqual({ products: {}, deals: {} });
  });

  it('waits for the load under way before deciding on a change', async () => {
    setToken(ayesha);
    const load = heldAnswer();
    const { requests } = stubApi({ 'GET /api/cart/': load.handler, 'POST /api/cart/add-deal': () => cartAnswer({}, { d1: 3 }) });
    const { result } = mountCart();

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.cart.addDeal('d1', 2, 3);
    });
    await act(async () => load.release(cartAnswer({}, { d1: 2 })));
    // Decided on the loaded line (2 of 3 in stock): refused, and nothing sent.
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Only 3 items available for this deal', adjusted: false });
    expect(requests.filter((request) => request.path === '/api/cart/add-deal')).toHaveLength(0);
    expect(result.current.cart.lines.deals).toEqual({ d1: 2 });
  });
});

describe('logging in and out', () => {
  it("merges the visitor's cart once at login, shows the server's cart and says what was adjusted", async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: { d1: 1 } }));
    const merge = heldAnswer();
    const { requests } = stubApi({ 'POST /api/cart/merge': merge.handler, 'GET /api/cart/': () => cartAnswer({}) });
    const { result } = mountCart();
    expect(result.current.cart.status).toBe('ready');

    act(() => result.current.login(ayesha));
    expect(getToken()).toBe(ayesha);
    expect(result.current.cart.status).toBe('loading');
    // The visitor's lines stay on screen while they are merged.
    expect(result.current.cart.lines).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    await act(async () => {
      merge.release(
        json({
          success: true,
          cartData: { products: { p1: 3, p9: 1 }, deals: { d1: 2 } },
          adjusted: true,
          message: 'Some quantities in your cart were adjusted to what is available.',
        }),
      );
    });

    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart.lines).toEqual({ products: { p1: 3, p9: 1 }, deals: { d1: 2 } });
    expect(storedCart()).toEqual({ products: { p1: 3, p9: 1 }, deals: { d1: 2 } });
    expect(await screen.findByText('Some quantities in your cart were adjusted to what is available.')).toBeInTheDocument();
    const merges = requests.filter((request) => request.path === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(merges[0]!.headers.get('token')).toBe(ayesha);
    // The merge's answer is the account's cart: nothing is loaded over it.
    expect(requests.filter((request) => request.path === '/api/cart/')).toHaveLength(0);
  });

  it('a change made while the merge runs waits for it, then goes to the server', async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: {} }));
    const merge = heldAnswer();
    const { requests } = stubApi({
      'POST /api/cart/merge': merge.handler,
      'POST /api/cart/add': () => cartAnswer({ p1: 5, p2: 1 }, {}, 'Product added to cart!'),
    });
    const { result } = mountCart();
    act(() => result.current.login(ayesha));

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.cart.addProduct('p2', 1, 30);
    });
    await act(async () => merge.release(cartAnswer({ p1: 5 })));
    await act(async () => {
      await expect(outcome).resolves.toEqual({ ok: true, message: 'Product added to cart!', adjusted: false });
    });
    expect(requests.map((request) => request.path)).toEqual(['/api/cart/merge', '/api/cart/add']);
    expect(result.current.cart.lines.products).toEqual({ p1: 5, p2: 1 });
  });

  it('merges nothing when the visitor cart is empty, and loads the account cart instead', async () => {
    const { requests } = stubApi({ 'GET /api/cart/': () => cartAnswer({ p7: 1 }) });
    const { result } = mountCart();
    act(() => result.current.login(ayesha));
    await waitFor(() => expect(result.current.cart.lines.products).toEqual({ p7: 1 }));
    expect(requests.map((request) => request.path)).toEqual(['/api/cart/']);
  });

  it("keeps two shoppers' carts apart across logout and login", async () => {
    const carts: Record<string, Record<string, number>> = { [ayesha]: { 'ayesha-soap': 2 }, [bilal]: { 'bilal-oil': 1 } };
    const { requests } = stubApi({ 'GET /api/cart/': (request) => cartAnswer(carts[request.headers.get('token')!] ?? {}) });
    setToken(ayesha);
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.lines.products).toEqual({ 'ayesha-soap': 2 }));

    act(() => result.current.auth.logout());
    expect(result.current.cart.lines).toEqual({ products: {}, deals: {} });
    expect(localStorage.getItem(localKeys.cart)).toBeNull();

    act(() => result.current.login(bilal));
    await waitFor(() => expect(result.current.cart.lines.products).toEqual({ 'bilal-oil': 1 }));
    expect(storedCart()).toEqual({ products: { 'bilal-oil': 1 }, deals: {} });
    // Nothing of Ayesha's was merged into Bilal's account.
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);

    // Another tab swapping accounts without a logout: the cart is the new account's, never merged.
    act(() => setToken(ayesha));
    await waitFor(() => expect(result.current.cart.lines.products).toEqual({ 'ayesha-soap': 2 }));
    expect(storedCart()).toEqual({ products: { 'ayesha-soap': 2 }, deals: {} });
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);
  });

  it('never merges the cart an expired session left behind into the next login', async () => {
    const expired = makeToken({ id: 'user-ayesha', exp: 1_000 });
    localStorage.setItem(localKeys.token, expired);
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { 'ayesha-soap': 2 }, deals: {} }));
    const load = heldAnswer();
    const { requests } = stubApi({ 'GET /api/cart/': load.handler });
    const { result } = mountCart();
    expect(result.current.cart.status).toBe('ready');

    act(() => result.current.login(bilal));
    // Nor is it shown as Bilal's while his loads.
    expect(result.current.cart.lines).toEqual({ products: {}, deals: {} });
    await act(async () => load.release(cartAnswer({ 'bilal-oil': 1 })));
    await waitFor(() => expect(result.current.cart.lines).toEqual({ products: { 'bilal-oil': 1 }, deals: {} }));
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);
    expect(getToken()).toBe(bilal);
  });

  it('keeps the visitor cart when the merge fails and tries it again on reload', async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: {} }));
    let down = true;
    const { requests } = stubApi({
      'POST /api/cart/merge': (request) => (down ? networkDown(request) : cartAnswer({ p1: 2, p4: 1 })),
      'GET /api/cart/': () => cartAnswer({ p4: 1 }),
    });
    const { result } = mountCart();
    act(() => result.current.login(ayesha));

    expect(await screen.findByText('Failed to load cart')).toBeInTheDocument();
    expect(result.current.cart.status).toBe('error');
    expect(result.current.cart.lines.products).toEqual({ p1: 2 });
    expect(storedCart()).toEqual({ products: { p1: 2 }, deals: {} });
    down = false;
    await act(async () => {
      expect(await result.current.cart.reload()).toBe(true);
    });
    expect(requests.filter((request) => request.path === '/api/cart/merge').map((request) => request.body)).toEqual([
      { products: { p1: 2 }, deals: {} },
      { products: { p1: 2 }, deals: {} },
    ]);
    // The account's cart was never loaded over the lines waiting to be merged.
    expect(requests.filter((request) => request.path === '/api/cart/')).toHaveLength(0);
    await waitFor(() => expect(result.current.cart.status).toBe('ready'));
    expect(result.current.cart.lines.products).toEqual({ p1: 2, p4: 1 });
  });
});

describe('logging in on the login page', () => {
  it('merges the visitor cart into the account and the header badge shows the merged cart', async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: {} }));
    const { requests } = stubApi({
      'POST /api/user/login': () => json({ success: true, token: ayesha, message: 'Logged in successfully' }),
      'POST /api/cart/merge': () => cartAnswer({ p1: 2, p5: 1 }, { d1: 1 }),
      'GET /api/cart/': () => cartAnswer({ p5: 1 }, { d1: 1 }),
    });
    const { user, router } = renderApp('/login');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    await user.type(await main.findByLabelText('Email'), 'ayesha@example.com');
    await user.type(main.getByLabelText('Password'), 'rosewater-2024');
    await user.click(main.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await header.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/cart/merge').map((request) => request.body)).toEqual([{ products: { p1: 2 }, deals: {} }]);
    expect(requests.filter((request) => request.path === '/api/cart/')).toHaveLength(0);
  });
});

describe('the cart page of a logged-in shopper', () => {
  const soap = makeProduct({ _id: 'p-neem', name: 'Neem Soap', price: rupees(500), quantity: 30 });

  it("shows the server's cart, sends a change, and puts the line back with the server's reason when it is refused", async () => {
    setToken(ayesha);
    const { requests } = stubApi({
      'GET /api/products': productSearchAnswer([soap]),
      'GET /api/deal/list': () => json({ success: true, deals: [] }),
      'GET /api/delivery-settings': () =>
        json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 3000, deliveryDays: { min: 3, max: 5 } } }),
      'GET /api/cart/': () => cartAnswer({ 'p-neem': 2 }),
      'POST /api/cart/update': (request) =>
        (request.body as { quantity: number }).quantity === 3
          ? json({ success: false, code: 'NOT_ENOUGH_STOCK', message: 'Only 2 left in stock' }, 409)
          : cartAnswer({}, {}, 'Item removed from cart'),
    });
    const { user } = renderApp('/cart');
    const header = within(await screen.findByRole('banner'));

    const heading = await screen.findByRole('heading', { name: 'Neem Soap' });
    const line = within(heading.closest('li')!);
    const field = line.getByRole('textbox', { name: 'Quantity of Neem Soap' });
    expect(field).toHaveValue('2');
    expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('2'));
    expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Remove Neem Soap' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/cart/update').map((request) => request.body)).toEqual([
      { itemId: 'p-neem', quantity: 3 },
      { itemId: 'p-neem', quantity: 0 },
    ]);
    expect(storedCart()).toEqual({ products: {}, deals: {} });
  });
});
