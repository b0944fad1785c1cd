import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCart, getCart, getToken, localKeys, removeToken, setToken } from '../../lib/storage';
import { json, networkDown, stubApi, type FakeHandler } from '../../test/fake-api';
import { makeToken } from '../../test/render-app';
import { cartActions, useCart, useCartSyncStatus } from './cart-store';

const farFuture = 4_102_444_800;
const ayesha = makeToken({ id: 'user-ayesha', exp: farFuture });
const bilal = makeToken({ id: 'user-bilal', exp: farFuture });

function cartAnswer(products: Record<string, number>, deals: Record<string, number> = {}, message = 'Cart loaded') {
  return json({ success: true, cartData: { products, deals }, message });
}

/** A request the test answers when it chooses, to look at the cart while the server is thinking. */
function deferred() {
  let answer: (response: Response) => void = () => {};
  const handler: FakeHandler = () => new Promise<Response>((resolve) => (answer = resolve));
  return { handler, answer: (response: Response) => answer(response) };
}

/** What the header badge and the pages read, kept mounted like the header keeps it in the app. */
function mountCart() {
  render(<Toaster />);
  return renderHook(() => ({ cart: useCart(), status: useCartSyncStatus() }));
}

describe('the visitor cart', () => {
  beforeEach(() => localStorage.clear());

  it('adds a product and keeps it in local storage, with no server call', async () => {
    const { requests } = stubApi({});
    expect(await cartActions.addProduct('p1', 2, 30)).toEqual({ ok: true, message: 'Product added to cart!' });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ products: { p1: 2 }, deals: {} });
    expect(getCart().products).toEqual({ p1: 2 });
    expect(requests).toHaveLength(0);
  });

  it('refuses an out-of-stock product and trims to stock', async () => {
    expect(await cartActions.addProduct('p0', 1, 0)).toEqual({ ok: false, message: 'This product is out of stock' });
    expect(await cartActions.addProduct('p3', 5, 3)).toEqual({ ok: true, message: 'Quantity adjusted to available stock: 3' });
    expect(getCart().products).toEqual({ p3: 3 });
  });

  it('limits a deal line to the deal stock', async () => {
    await cartActions.addDeal('d1', 2, 3);
    expect(await cartActions.addDeal('d1', 2, 3)).toEqual({ ok: false, message: 'Only 3 items available for this deal' });
    expect(getCart().deals).toEqual({ d1: 2 });
  });

  it('removes a line set to 0 and drops lines that no longer exist', async () => {
    await cartActions.addProduct('p1', 1, 9);
    await cartActions.addProduct('p2', 1, 9);
    await cartActions.addDeal('d1', 1, 9);
    await cartActions.setProductQuantity('p1', 0, 9);
    expect(getCart().products).toEqual({ p2: 1 });
    expect(await cartActions.removeMissing({ products: new Set(), deals: new Set(['d1']) })).toBe(1);
    expect(getCart()).toEqual({ products: {}, deals: { d1: 1 } });
  });
});

describe('the synced cart of a logged-in shopper', () => {
  it("loads the account's cart and keeps the stored copy as its mirror", async () => {
    setToken(ayesha);
    const { requests } = stubApi({ 'GET /api/cart/': () => cartAnswer({ p1: 2 }, { d1: 1 }) });
    const { result } = mountCart();
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(JSON.parse(localStorage.getItem(localKeys.cart)!)).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(requests[0]!.headers.get('token')).toBe(ayesha);
  });

  it("says 'Failed to load cart' when the cart cannot be loaded, and loads it on reload", async () => {
    setToken(ayesha);
    let down = true;
    stubApi({ 'GET /api/cart/': (request) => (down ? networkDown(request) : cartAnswer({ p1: 1 })) });
    const { result } = mountCart();

    expect(await screen.findByText('Failed to load cart')).toBeInTheDocument();
    expect(result.current.status).toBe('error');
    down = false;
    await act(async () => {
      expect(await cartActions.reload()).toBe(true);
    });
    expect(result.current.cart.products).toEqual({ p1: 1 });
  });

  it('shows an addition at once, then rolls it back with the SPEC message when the server fails', async () => {
    setToken(ayesha);
    const add = deferred();
    const { requests } = stubApi({ 'GET /api/cart/': () => cartAnswer({ p1: 1 }), 'POST /api/cart/add': add.handler });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = cartActions.addProduct('p2', 2, 30);
    });
    await waitFor(() => expect(result.current.cart.products).toEqual({ p1: 1, p2: 2 }));
    expect(requests.at(-1)!.body).toEqual({ itemId: 'p2', quantity: 2 });

    await act(async () => {
      add.answer(json({ success: false, message: 'Something went wrong on our side' }, 500));
      await expect(outcome).resolves.toEqual({ ok: false, message: 'Failed to add product to cart' });
    });
    expect(result.current.cart.products).toEqual({ p1: 1 });
  });

  it("takes the server's cart and message on success, and its refusal as the message", async () => {
    setToken(ayesha);
    stubApi({
      'GET /api/cart/': () => cartAnswer({}),
      // The server knows of less stock than the page did.
      'POST /api/cart/add': () => cartAnswer({ p1: 2 }, {}, 'Quantity adjusted to available stock: 2'),
      'POST /api/cart/add-deal': () => json({ success: false, message: 'Only 1 items available for this deal' }, 409),
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      expect(await cartActions.addProduct('p1', 5, 30)).toEqual({ ok: true, message: 'Quantity adjusted to available stock: 2' });
    });
    expect(result.current.cart.products).toEqual({ p1: 2 });
    await act(async () => {
      expect(await cartActions.addDeal('d1', 2, 5)).toEqual({ ok: false, message: 'Only 1 items available for this deal' });
    });
    expect(result.current.cart.deals).toEqual({});
  });

  it('uses the SPEC message for each failed change: deal add, deal update, and the raw error for a product update', async () => {
    setToken(ayesha);
    stubApi({
      'GET /api/cart/': () => cartAnswer({ p1: 3 }, { d1: 1 }),
      'POST /api/cart/add-deal': networkDown,
      'POST /api/cart/update-deal': () => json({ success: false, message: 'Internal error' }, 500),
      'POST /api/cart/update': () => json({ success: false, message: 'Internal error' }, 500),
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      expect(await cartActions.addDeal('d2', 1, 5)).toEqual({ ok: false, message: 'Failed to add deal to cart' });
      expect(await cartActions.setDealQuantity('d1', 2, 5)).toEqual({ ok: false, message: 'Failed to update deal quantity' });
      expect(await cartActions.setProductQuantity('p1', 1, 30)).toEqual({ ok: false, message: 'Internal error' });
    });
    expect(result.current.cart).toEqual({ products: { p1: 3 }, deals: { d1: 1 } });
  });

  it('removes lines that no longer exist on the server too', async () => {
    setToken(ayesha);
    const { requests } = stubApi({
      'GET /api/cart/': () => cartAnswer({ p1: 1, gone: 2 }, { d1: 1 }),
      'POST /api/cart/update': () => cartAnswer({ p1: 1 }, { d1: 1 }),
    });
    const { result } = mountCart();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      expect(await cartActions.removeMissing({ products: new Set(['p1']), deals: new Set(['d1']) })).toBe(1);
    });
    expect(result.current.cart).toEqual({ products: { p1: 1 }, deals: { d1: 1 } });
    expect(requests.filter((request) => request.path === '/api/cart/update').map((request) => request.body)).toEqual([
      { itemId: 'gone', quantity: 0 },
    ]);
  });
});

describe('logging in and out', () => {
  it("merges the visitor's cart once at login, shows the server's cart and says what was adjusted", async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: { d1: 1 } }));
    const merge = deferred();
    const { requests } = stubApi({ 'POST /api/cart/merge': merge.handler, 'GET /api/cart/': () => cartAnswer({}) });
    const { result } = mountCart();
    expect(result.current.status).toBe('ready');

    act(() => setToken(ayesha));
    expect(result.current.status).toBe('loading');
    // The visitor's lines stay on screen while they are merged.
    expect(result.current.cart).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    await act(async () => {
      merge.answer(
        json({
          success: true,
          cartData: { products: { p1: 3, p9: 1 }, deals: { d1: 2 } },
          adjusted: true,
          message: 'Some quantities in your cart were adjusted to what is available.',
        }),
      );
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart).toEqual({ products: { p1: 3, p9: 1 }, deals: { d1: 2 } });
    expect(await screen.findByText('Some quantities in your cart were adjusted to what is available.')).toBeInTheDocument();
    const merges = requests.filter((request) => request.path === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ products: { p1: 2 }, deals: { d1: 1 } });
    expect(merges[0]!.headers.get('token')).toBe(ayesha);
  });

  it("keeps two shoppers' carts apart across logout and login", async () => {
    const carts: Record<string, Record<string, number>> = { [ayesha]: { 'ayesha-soap': 2 }, [bilal]: { 'bilal-oil': 1 } };
    const { requests } = stubApi({ 'GET /api/cart/': (request) => cartAnswer(carts[request.headers.get('token')!] ?? {}) });
    setToken(ayesha);
    const { result } = mountCart();
    await waitFor(() => expect(result.current.cart.products).toEqual({ 'ayesha-soap': 2 }));

    // Logout as lib/auth does it.
    act(() => {
      removeToken();
      clearCart();
    });
    expect(result.current.cart).toEqual({ products: {}, deals: {} });

    act(() => setToken(bilal));
    await waitFor(() => expect(result.current.cart.products).toEqual({ 'bilal-oil': 1 }));
    expect(JSON.parse(localStorage.getItem(localKeys.cart)!)).toEqual({ products: { 'bilal-oil': 1 }, deals: {} });
    // Nothing of Ayesha's was merged into Bilal's account.
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);

    // Another tab swapping accounts without a logout: the mirror is replaced, never merged.
    act(() => setToken(ayesha));
    await waitFor(() => expect(result.current.cart.products).toEqual({ 'ayesha-soap': 2 }));
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);
  });

  it("never merges the cart an expired session left behind into the next login", async () => {
    const expired = makeToken({ id: 'user-ayesha', exp: 1_000 });
    localStorage.setItem(localKeys.token, expired);
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { 'ayesha-soap': 2 }, deals: {} }));
    const { requests } = stubApi({ 'GET /api/cart/': () => cartAnswer({ 'bilal-oil': 1 }) });
    const { result } = mountCart();
    expect(result.current.status).toBe('ready');

    act(() => setToken(bilal));
    await waitFor(() => expect(result.current.cart).toEqual({ products: { 'bilal-oil': 1 }, deals: {} }));
    expect(requests.filter((request) => request.path === '/api/cart/merge')).toHaveLength(0);
    expect(getToken()).toBe(bilal);
  });

  it('keeps the visitor cart when the merge fails and tries it again on reload', async () => {
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: {} }));
    let down = true;
    const { requests } = stubApi({
      'POST /api/cart/merge': (request) => (down ? networkDown(request) : cartAnswer({ p1: 2 })),
    });
    const { result } = mountCart();
    act(() => setToken(ayesha));

    expect(await screen.findByText('Failed to load cart')).toBeInTheDocument();
    expect(result.current.cart.products).toEqual({ p1: 2 });
    down = false;
    await act(async () => {
      expect(await cartActions.reload()).toBe(true);
    });
    expect(requests.filter((request) => request.path === '/api/cart/merge').map((request) => request.body)).toEqual([
      { products: { p1: 2 }, deals: {} },
      { products: { p1: 2 }, deals: {} },
    ]);
    expect(result.current.status).toBe('ready');
  });
});
