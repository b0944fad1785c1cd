import type { DealDto, DeliverySettingsDto, ProductDto } from '@shop/core/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCart, getOrderFormDraft, getRedirectAfterLogin, getToken, localKeys, setToken } from '../../../lib/storage';
import { json, networkDown, neverAnswers, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { makeToken, renderApp, renderWithProviders } from '../../../test/render-app';
import { productSearchAnswer } from '../../../test/product-fixtures';
import { PlaceOrderPage } from './place-order-page';

function product(overrides: Partial<ProductDto> & Pick<ProductDto, '_id' | 'name'>): ProductDto {
  return {
    description: `${overrides.name}, made by hand.`,
    price: 1000,
    discountprice: 0,
    discount: 0,
    image: [`/uploads/seed/products/${overrides._id}-1.webp`],
    category: 'Soaps',
    subcategory: 'Bars',
    quantity: 30,
    bestseller: false,
    rating: 4.5,
    reviewCount: 3,
    status: 'published',
    date: 1_700_000_000_000,
    ...overrides,
  };
}

const roseSoap = product({ _id: 'p-rose', name: 'Rose Petal Soap', price: 1000, discountprice: 800 });
const neemSoap = product({ _id: 'p-neem', name: 'Neem Soap', price: 500 });
const glowBundle: DealDto = {
  _id: 'd-glow',
  dealName: 'Glow Bundle',
  dealDescription: 'Rose soap and rosehip oil.',
  dealImages: ['/uploads/seed/deals/d-glow-1.webp'],
  dealType: 'bundle',
  dealProducts: [],
  products: [],
  dealTotal: 3000,
  dealFinalPrice: 2400,
  dealSavings: 600,
  dealStartDate: null,
  dealEndDate: null,
  quantity: 25,
  status: 'published',
  category: 'Bundles',
  rating: 0,
  reviewCount: 0,
};
const delivery: DeliverySettingsDto = { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 5000 };

const token = makeToken({ id: 'user-ayesha', exp: 4_102_444_800 });

interface ShopOptions {
  cart?: { products: Record<string, number>; deals: Record<string, number> };
  products?: ProductDto[];
  productSearch?: FakeHandler;
  cartLoad?: FakeHandler;
  settings?: DeliverySettingsDto;
  place?: FakeHandler;
  extra?: Record<string, FakeHandler>;
}

const placedAnswer = () => json({ success: true, message: 'Order placed successfully', orderId: 'k3x9QmZ2abcd', order: {} }, 201);

/** A logged-in shopper whose server cart holds `cart`. */
function stubCheckout({
  cart = { products: { 'p-rose': 2, 'p-neem': 1 }, deals: { 'd-glow': 1 } },
  products = [roseSoap, neemSoap],
  productSearch,
  cartLoad,
  settings = delivery,
  place = placedAnswer,
  extra,
}: ShopOptions = {}) {
  setToken(token);
  return stubApi({
    'GET /api/cart/': cartLoad ?? (() => json({ success: true, cartData: cart, message: 'Cart loaded' })),
    'GET /api/products': productSearch ?? productSearchAnswer(products),
    'GET /api/deal/list': () => json({ success: true, deals: [glowBundle] }),
    'GET /api/delivery-settings': () => json({ success: true, settings }),
    'POST /api/order/place': place,
    'POST /api/order/userorders': () => json({ success: true, orders: [] }),
    ...extra,
  });
}

// Warm the lazy routes once, so no single test pays for transforming them.
beforeAll(async () => {
  await import('./orders-page');
  await import('../../accounts/pages/login-page');
});

const address = {
  'First name': 'Ayesha',
  'Last name': 'Khan',
  'Email address': 'ayesha@example.com',
  'Street address': '12 Canal View, Gulberg',
  City: 'Lahore',
  'Province / State': 'Punjab',
  'Postal code': '54000',
  Phone: '+92 300 1234567',
};

async function openCheckout(options?: ShopOptions) {
  const api = stubCheckout(options);
  const view = renderApp('/place-order');
  await screen.findByRole('heading', { level: 1, name: 'DELIVERY INFORMATION' });
  return { ...api, ...view };
}

async function fillAddress(user: ReturnType<typeof renderApp>['user'], values: Partial<typeof address> = address) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

function summaryRow(label: string | RegExp) {
  const summary = within(screen.getByRole('region', { name: 'Order summary' }));
  return summary.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function placeRequests(requests: FakeRequest[]) {
  return requests.filter((request) => request.path === '/api/order/place');
}

describe('Place order page: who may see it', () => {
  it('sends a logged-out shopper to /login, remembering /place-order', async () => {
    const { requests } = stubApi({});
    const { router } = renderApp('/place-order');

    expect(await screen.findByText('Please login to place an order')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getRedirectAfterLogin()).toBe('/place-order');
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it("says 'Redirecting to login...' while it leaves", async () => {
    stubApi({});
    // Mounted alone, the page stays on screen after it has sent the shopper away.
    const { router } = renderWithProviders(<PlaceOrderPage />, '/place-order');
    expect(await screen.findByText('Redirecting to login...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers the collection instead of a form when the cart is empty', async () => {
    await openCheckout({ cart: { products: {}, deals: {} } });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE THE COLLECTION' })).toHaveAttribute('href', '/collection');
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).not.toBeInTheDocument();
  });
});

describe('Place order page: the form and the summary', () => {
  it('shows the totals the cart shows, delivery included, and cash on delivery as the only payment', async () => {
    await openCheckout();
    expect(await screen.findByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();

    // 2 × 800 + 500 + 2,400 = 4,500, below the 5,000 threshold: delivery 250.
    expect(summaryRow(/^Subtotal/)).toBe('Rs. 4,500.00');
    expect(summaryRow('Delivery Fee')).toBe('Rs. 250.00');
    expect(summaryRow('Total')).toBe('Rs. 4,750.00');
    expect(screen.getByRole('heading', { name: 'PAYMENT METHOD' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /CASH ON DELIVERY/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('shows FREE delivery when the charge is 0', async () => {
    await openCheckout({ settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 4000 } });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    expect(summaryRow('Delivery Fee')).toBe('FREE');
    expect(summaryRow('Total')).toBe('Rs. 4,500.00');
  });

  it('reads LOADING... and is disabled while the cart or the products are not ready', async () => {
    await openCheckout({ productSearch: neverAnswers });
    expect(await screen.findByRole('button', { name: 'LOADING...' })).toBeDisabled();
  });

  it('waits for the server cart too', async () => {
    await openCheckout({ cartLoad: neverAnswers });
    // The stored mirror is empty until the server answers: no form and no empty-cart note yet.
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).not.toBeInTheDocument();
  });

  it("shows SPEC's texts under empty fields and sends nothing", async () => {
    const { user, requests } = await openCheckout();
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your street address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your city')).toBeInTheDocument();
    expect(screen.getByText('Please enter your province or state')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid postal code (numbers only)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it('accepts a phone as 03001234567 or +92 300 1234567, and refuses letters in the postal code', async () => {
    const { user, requests } = await openCheckout();
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user, { ...address, Phone: '03001234567', 'Postal code': '54OOO' });
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('Please enter a valid postal code (numbers only)')).toBeInTheDocument();
    expect(screen.queryByText(/Please enter a valid phone number/)).not.toBeInTheDocument();
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it('keeps the typed address as a draft that comes back after a reload', async () => {
    const { user, unmount } = await openCheckout();
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user, { 'First name': 'Ayesha', City: 'Lahore' });
    expect(getOrderFormDraft()).toMatchObject({ firstName: 'Ayesha', city: 'Lahore', lastName: '' });

    unmount();
    renderApp('/place-order');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ayesha');
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
  });
});

describe('Place order page: placing the order', () => {
  it('sends the address (the phone in its national form), the lines (a deal as one line under its id), the totals and a key; then clears and goes to /orders', async () => {
    const { user, requests, router } = await openCheckout();
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [request] = placeRequests(requests);
    expect(request!.body).toEqual({
      address: {
        firstName: 'Ayesha',
        lastName: 'Khan',
        email: 'ayesha@example.com',
        street: '12 Canal View, Gulberg',
        city: 'Lahore',
        state: 'Punjab',
        zipcode: '54000',
        // Typed as +92 300 1234567; docs/product.md §5 keeps the national form.
        phone: '03001234567',
      },
      items: [
        { id: 'p-rose', quantity: 2, isFromDeal: false, name: 'Rose Petal Soap', price: 800, image: '/uploads/seed/products/p-rose-1.webp', category: 'Soaps' },
        { id: 'p-neem', quantity: 1, isFromDeal: false, name: 'Neem Soap', price: 500, image: '/uploads/seed/products/p-neem-1.webp', category: 'Soaps' },
        {
          id: 'd-glow',
          quantity: 1,
          isFromDeal: true,
          name: 'Glow Bundle',
          price: 2400,
          image: '/uploads/seed/deals/d-glow-1.webp',
          category: 'Bundles',
          dealName: 'Glow Bundle',
          dealImage: '/uploads/seed/deals/d-glow-1.webp',
          dealDescription: 'Rose soap and rosehip oil.',
        },
      ],
      amount: 4750,
      deliveryCharges: 250,
      method: 'COD',
    });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.headers.get('token')).toBe(token);
    expect(getCart()).toEqual({ products: {}, deals: {} });
    expect(localStorage.getItem(localKeys.orderFormDraft)).toBeNull();
  });

  it("reads 'PLACING ORDER...' and is disabled while the order is being placed", async () => {
    const { user } = await openCheckout({ place: neverAnswers });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('button', { name: 'PLACING ORDER...' })).toBeDisabled();
  });

  it('removes items that are no longer sold and stops, saying so', async () => {
    const { user, requests } = await openCheckout({
      products: [roseSoap],
      extra: {
        'POST /api/cart/update': () =>
          json({ success: true, cartData: { products: { 'p-rose': 2 }, deals: { 'd-glow': 1 } }, message: 'Item removed from cart' }),
      },
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(
      await screen.findByText('Some items in your cart are no longer available. They have been removed. Please review your cart and try again.'),
    ).toBeInTheDocument();
    expect(getCart().products).toEqual({ 'p-rose': 2 });
    expect(requests.find((request) => request.path === '/api/cart/update')!.body).toEqual({ itemId: 'p-neem', quantity: 0 });
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it('refuses a zero total', async () => {
    const freeSoap = product({ _id: 'p-free', name: 'Sample Soap', price: 0 });
    const { user, requests } = await openCheckout({
      cart: { products: { 'p-free': 1 }, deals: {} },
      products: [freeSoap],
      settings: { mode: 'fixed', fixedCharge: 0, freeDeliveryAbove: 0 },
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('Invalid order amount. Please try again.')).toBeInTheDocument();
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it('sends an expired session to /login with its own message, coming back here after', async () => {
    const { user, router } = await openCheckout({
      place: () => json({ success: false, code: 'NOT_LOGGED_IN', message: 'Not authorized. Please log in again.' }, 401),
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('Your session has expired. Please login again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getRedirectAfterLogin()).toBe('/place-order');
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Please login to place an order')).not.toBeInTheDocument();
  });

  it('reloads the cart when the server no longer finds some items', async () => {
    const { user, requests } = await openCheckout({
      place: () =>
        json({ success: false, code: 'ITEMS_NOT_FOUND', message: 'Some items in your order were not found. Please refresh your cart and try again.' }, 404),
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    const cartLoads = requests.filter((request) => request.path === '/api/cart/').length;
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('Some items in your cart are no longer available. Please refresh your cart and try again.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/cart/').length).toBe(cartLoads + 1));
  });

  it('shows the new total when prices changed, and fetches fresh prices', async () => {
    const { user, requests } = await openCheckout({
      place: () =>
        json(
          {
            success: false,
            code: 'ORDER_TOTAL_CHANGED',
            message: 'The order total is now Rs. 4,950.00. Please review your cart and try again.',
            amount: 4950,
            deliveryCharges: 250,
          },
          409,
        ),
    });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    const productLoads = requests.filter((request) => request.path === '/api/products').length;
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('The order total is now Rs. 4,950.00. Please review your cart and try again.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path === '/api/products').length).toBeGreaterThan(productLoads));
  });

  it("says 'Failed to place order' when the server gives no reason", async () => {
    const { user } = await openCheckout({ place: () => json({ success: false }, 500) });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
  });

  it('retries after no answer with the same key, and uses a new key for a changed order', async () => {
    let answer: FakeHandler = networkDown;
    const { user, requests } = await openCheckout({ place: (request) => answer(request) });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('No response from server. Please check your connection.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(placeRequests(requests)).toHaveLength(2));
    const [first, second] = placeRequests(requests);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));

    // The shopper corrects the address: a different order, so a different key.
    answer = placedAnswer;
    await user.type(screen.getByLabelText('Street address'), ', Block C');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(placeRequests(requests)).toHaveLength(3));
    expect(placeRequests(requests)[2]!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });
});
