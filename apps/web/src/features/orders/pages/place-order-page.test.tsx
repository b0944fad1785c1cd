import type { DealDto } from '@shop/core/deals/dtos';
import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { rupees } from '@shop/core/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCart, getDiscountCode, getOrderFormDraft, getRedirectAfterLogin, getToken, localKeys, setDiscountCode, setToken } from '../../../lib/storage';
import { json, networkDown, neverAnswers, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { makeToken, renderApp, renderWithProviders } from '../../../test/render-app';
import { productSearchAnswer } from '../../../test/product-fixtures';
import { PlaceOrderPage } from './place-order-page';

function product(overrides: Partial<ProductDto> & Pick<ProductDto, '_id' | 'name'>): ProductDto {
  return {
    description: `${overrides.name}, made by hand.`,
    price: rupees(1000),
    discountprice: rupees(0),
    discount: 0,
    image: [`/uploads/seed/products/${overrides._id}-1.webp`],
    category: 'Soaps',
    subcategory: 'Bars',
    quantity: 30,
    bestseller: false,
    rating: 4.5,
    reviewCount: 3,
    verifiedReviewCount: 0,
    status: 'published',
    date: 1_700_000_000_000,
    ...overrides,
  };
}

const roseSoap = product({ _id: 'p-rose', name: 'Rose Petal Soap', price: rupees(1000), discountprice: rupees(800) });
const neemSoap = product({ _id: 'p-neem', name: 'Neem Soap', price: rupees(500) });
const glowBundle: DealDto = {
  _id: 'd-glow',
  dealName: 'Glow Bundle',
  dealDescription: 'Rose soap and rosehip oil.',
  dealImages: ['/uploads/seed/deals/d-glow-1.webp'],
  dealType: 'bundle',
  dealProducts: [],
  products: [],
  dealTotal: rupees(3000),
  dealFinalPrice: rupees(2400),
  dealSavings: rupees(600),
  dealStartDate: null,
  dealEndDate: null,
  quantity: 25,
  status: 'published',
  category: 'Bundles',
  rating: 0,
  reviewCount: 0,
  verifiedReviewCount: 0,
};
const delivery: DeliverySettingsDto = { mode: 'fixed', fixedCharge: rupees(250), freeDeliveryAbove: rupees(5000), deliveryDays: { min: 3, max: 5 } };

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
    await openCheckout({ settings: { mode: 'fixed', fixedCharge: rupees(250), freeDeliveryAbove: rupees(4000), deliveryDays: { min: 3, max: 5 } } });
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

  it('shows the texts of docs/product.md §8 under empty fields and sends nothing', async () => {
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

    // The order's confirmation page follows (docs/product.md §2 Order placed).
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/k3x9QmZ2abcd/placed'));
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

  it('holds the order while a line needs attention, with the way back to the cart', async () => {
    const { user, requests } = await openCheckout({ products: [roseSoap, { ...neemSoap, quantity: 0 }] });
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Some items in your cart need your attention');
    expect(within(note).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    // The line out of stock is not in the total: 2 × 800 + 2,400 + 250 delivery.
    expect(summaryRow('Total')).toBe('Rs. 4,250.00');

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(note).toHaveFocus());
    expect(placeRequests(requests)).toHaveLength(0);
    expect(getCart().products).toEqual({ 'p-rose': 2, 'p-neem': 1 });
  });

  it('holds the order, too, for a product no longer sold, leaving the cart for the shopper to fix', async () => {
    const { user, requests } = await openCheckout({ products: [roseSoap] });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByText('Some items in your cart need your attention')).toBeInTheDocument();
    expect(placeRequests(requests)).toHaveLength(0);
    expect(requests.filter((request) => request.path === '/api/cart/update')).toHaveLength(0);
  });

  it('refuses a zero total', async () => {
    const freeSoap = product({ _id: 'p-free', name: 'Sample Soap', price: rupees(0) });
    const { user, requests } = await openCheckout({
      cart: { products: { 'p-free': 1 }, deals: {} },
      products: [freeSoap],
      settings: { mode: 'fixed', fixedCharge: rupees(0), freeDeliveryAbove: rupees(0), deliveryDays: { min: 3, max: 5 } },
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

  it.each([
    [
      409,
      'UNCONFIRMED_ORDERS_LIMIT',
      'You already have 2 orders waiting for confirmation. Please confirm them first with the link in your order email, or contact us on WhatsApp.',
    ],
    [
      409,
      'NEW_CUSTOMER_ORDER_LIMIT',
      'For a first order we can send up to Rs. 25,000.00 cash on delivery. Please make this order smaller, or contact us on WhatsApp for larger orders.',
    ],
    [403, 'CUSTOMER_BLOCKED', 'Sorry, we cannot take online orders from this account. Please get in touch with us through the contact page.'],
  ])('answered %i %s, it says so beside the button in the server’s words, with the way to the contact page', async (status, code, message) => {
    const { user, requests, router } = await openCheckout({ place: () => json({ success: false, code, message }, status) });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    const productLoads = requests.filter((request) => request.path === '/api/products').length;
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));

    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(message);
    expect(within(note).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    // Nothing in the cart or its prices changed: the form and the cart stay as they are, nothing is fetched again.
    expect(router.state.location.pathname).toBe('/place-order');
    expect(getCart().products).toEqual({ 'p-rose': 2, 'p-neem': 1 });
    expect(requests.filter((request) => request.path === '/api/products')).toHaveLength(productLoads);
    expect(screen.getByLabelText('First name')).toHaveValue('Ayesha');
  });

  it('clears the refusal when the shopper tries again', async () => {
    let answer: FakeHandler = () => json({ success: false, code: 'NEW_CUSTOMER_ORDER_LIMIT', message: 'For a first order we can send up to 20 items.' }, 409);
    const { user } = await openCheckout({ place: (request) => answer(request) });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('For a first order we can send up to 20 items.')).toBeInTheDocument();

    answer = neverAnswers;
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await screen.findByRole('button', { name: 'PLACING ORDER...' });
    expect(screen.queryByText('For a first order we can send up to 20 items.')).not.toBeInTheDocument();
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

describe('Place order page: the discount code', () => {
  // The cart's 4,500 less 20%: 900 off, 3,600 + 250 delivery.
  const eid20 = {
    success: true,
    code: 'EID20',
    discount: rupees(900),
    freeDelivery: false,
    subtotal: rupees(4500),
    deliveryCharges: rupees(250),
    amount: rupees(3850),
    message: 'EID20 takes 20% off your order.',
  };
  const alreadyUsed = 'You have already used the code EID20: it can be used once per customer.';

  const codeRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/cart/discount-code');

  it('shows the code applied in the cart, checks it again with the phone, and places with the code and the discounted total', async () => {
    setDiscountCode('EID20');
    const { user, requests, router } = await openCheckout({ extra: { 'POST /api/cart/discount-code': () => json(eid20) } });

    expect(await screen.findByText('−Rs. 900.00')).toBeInTheDocument();
    expect(summaryRow('Discount (EID20)')).toBe('−Rs. 900.00');
    expect(summaryRow('Delivery Fee')).toBe('Rs. 250.00');
    expect(summaryRow('Total')).toBe('Rs. 3,850.00');

    await fillAddress(user);
    await waitFor(() => expect(codeRequests(requests).at(-1)!.body).toEqual({ code: 'EID20', phone: '03001234567' }));
    expect(codeRequests(requests)[0]!.body).toEqual({ code: 'EID20' });
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/k3x9QmZ2abcd/placed'));
    expect(placeRequests(requests)[0]!.body).toMatchObject({ amount: 3850, deliveryCharges: 250, discountCode: 'EID20' });
    // The code was used by this order.
    expect(getDiscountCode()).toBeNull();
  });

  it('adds a code in the summary with Enter, which applies it rather than placing the order', async () => {
    const { user, requests } = await openCheckout({ extra: { 'POST /api/cart/discount-code': () => json(eid20) } });
    await screen.findByRole('button', { name: 'PLACE ORDER' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'eid20{Enter}');

    expect(await screen.findByText('−Rs. 900.00')).toBeInTheDocument();
    expect(summaryRow('Total')).toBe('Rs. 3,850.00');
    expect(codeRequests(requests).map((request) => request.body)).toEqual([{ code: 'EID20', phone: '03001234567' }]);
    expect(placeRequests(requests)).toHaveLength(0);
  });

  it("drops the code with the server's reason when the delivery phone has used it already", async () => {
    setDiscountCode('EID20');
    const { user } = await openCheckout({
      extra: {
        'POST /api/cart/discount-code': (request) =>
          (request.body as { phone?: string }).phone ? json({ success: false, code: 'DISCOUNT_CODE_ALREADY_USED', message: alreadyUsed }, 409) : json(eid20),
      },
    });
    expect(await screen.findByText('−Rs. 900.00')).toBeInTheDocument();

    await fillAddress(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(alreadyUsed);
    expect(screen.queryByText('Discount (EID20)')).not.toBeInTheDocument();
    expect(summaryRow('Total')).toBe('Rs. 4,750.00');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('EID20');
  });

  it('refused at placing, the code leaves the totals with the reason; only the next press places without it', async () => {
    setDiscountCode('EID20');
    let place: FakeHandler = () => json({ success: false, code: 'DISCOUNT_CODE_USED_UP', message: 'The code EID20 has been used up.' }, 409);
    const { user, requests, router } = await openCheckout({
      place: (request) => place(request),
      extra: { 'POST /api/cart/discount-code': () => json(eid20) },
    });
    expect(await screen.findByText('−Rs. 900.00')).toBeInTheDocument();
    await fillAddress(user);
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code EID20 has been used up.');
    expect(screen.queryByText('Discount (EID20)')).not.toBeInTheDocument();
    expect(summaryRow('Total')).toBe('Rs. 4,750.00');
    expect(placeRequests(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/place-order');

    place = placedAnswer;
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(placeRequests(requests)).toHaveLength(2));
    const second = placeRequests(requests)[1]!.body as Record<string, unknown>;
    expect(second).toMatchObject({ amount: 4750, deliveryCharges: 250 });
    expect(second).not.toHaveProperty('discountCode');
  });
});

describe('Place order page: saved addresses and the account', () => {
  const account = { _id: 'user-ayesha', name: 'Ayesha Noor Khan', email: 'ayesha@example.com', role: 'customer', phone: '03001234567' };
  const saved = (overrides: Record<string, unknown>) => ({
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha@example.com',
    phone: '03001234567',
    isDefault: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  });
  const home = saved({ _id: 'a-home', street: '12 Canal View, Gulberg', city: 'Lahore', state: 'Punjab', zipcode: '54000', isDefault: true });
  const office = saved({
    _id: 'a-office',
    firstName: 'Sana',
    street: '9 Clifton Block 5',
    city: 'Karachi',
    state: 'Sindh',
    zipcode: '75600',
    phone: '03217654321',
  });

  function accountRoutes(addresses: unknown[]): Record<string, FakeHandler> {
    return {
      'GET /api/user/me': () => json({ success: true, user: account }),
      'GET /api/user/addresses': () => json({ success: true, addresses }),
      'POST /api/user/addresses': (request) =>
        json({ success: true, message: 'Address saved', addresses: [saved({ _id: 'a-new', ...(request.body as object), isDefault: true })] }, 201),
    };
  }

  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

  it('fills the form from the default saved address and offers the others under "Deliver to"', async () => {
    const { user, requests } = await openCheckout({ extra: accountRoutes([home, office]) });
    await waitFor(() => expect(field('Street address')).toHaveValue('12 Canal View, Gulberg'));
    expect(field('First name')).toHaveValue('Ayesha');
    expect(field('City')).toHaveValue('Lahore');
    expect(field('Postal code')).toHaveValue('54000');
    const deliverTo = screen.getByRole('combobox', { name: 'Deliver to' });
    expect(deliverTo).toHaveDisplayValue('Ayesha Khan, 12 Canal View, Gulberg, Lahore (default)');
    // The address is one the account keeps: nothing to save.
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).not.toBeInTheDocument();

    await user.selectOptions(deliverTo, 'Sana Khan, 9 Clifton Block 5, Karachi');
    expect(field('First name')).toHaveValue('Sana');
    expect(field('Street address')).toHaveValue('9 Clifton Block 5');
    expect(field('Province / State')).toHaveValue('Sindh');
    expect(field('Phone')).toHaveValue('03217654321');

    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(placeRequests(requests)).toHaveLength(1));
    expect(placeRequests(requests)[0]!.body).toMatchObject({
      address: { firstName: 'Sana', street: '9 Clifton Block 5', city: 'Karachi', state: 'Sindh', zipcode: '75600', phone: '03217654321' },
    });
    expect(requests.filter((request) => request.method === 'POST' && request.path === '/api/user/addresses')).toHaveLength(0);
  });

  it('"A new address" empties the address and keeps the name, email and phone; the new one can be saved', async () => {
    const { user } = await openCheckout({ extra: accountRoutes([home]) });
    await waitFor(() => expect(field('Street address')).toHaveValue('12 Canal View, Gulberg'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deliver to' }), 'A new address');
    expect(field('Street address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('First name')).toHaveValue('Ayesha');
    expect(field('Phone')).toHaveValue('03001234567');
    // Offered, but not ticked: the account already keeps an address.
    expect(screen.getByRole('checkbox', { name: 'Save this address to my account' })).not.toBeChecked();
  });

  it('without saved addresses fills name, email and phone from the account, and saves the address after the order', async () => {
    const { user, requests, router } = await openCheckout({ extra: accountRoutes([]) });
    await waitFor(() => expect(field('First name')).toHaveValue('Ayesha'));
    expect(field('Last name')).toHaveValue('Noor Khan');
    expect(field('Email address')).toHaveValue('ayesha@example.com');
    expect(field('Phone')).toHaveValue('03001234567');
    expect(field('Street address')).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Deliver to' })).not.toBeInTheDocument();
    const save = screen.getByRole('checkbox', { name: 'Save this address to my account' });
    expect(save).toBeChecked();

    await fillAddress(user, { 'Street address': '4 Mall Road', City: 'Lahore', 'Province / State': 'Punjab', 'Postal code': '54000' });
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/k3x9QmZ2abcd/placed'));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST' && request.path === '/api/user/addresses')).toHaveLength(1));
    const [saveRequest] = requests.filter((request) => request.method === 'POST' && request.path === '/api/user/addresses');
    expect(saveRequest!.body).toEqual({
      firstName: 'Ayesha',
      lastName: 'Noor Khan',
      email: 'ayesha@example.com',
      street: '4 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      zipcode: '54000',
      phone: '03001234567',
    });
  });

  it('saves nothing when the shopper unticks the box', async () => {
    const { user, requests, router } = await openCheckout({ extra: accountRoutes([]) });
    await waitFor(() => expect(field('First name')).toHaveValue('Ayesha'));
    await fillAddress(user, { 'Street address': '4 Mall Road', City: 'Lahore', 'Province / State': 'Punjab', 'Postal code': '54000' });
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }));
    await user.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/k3x9QmZ2abcd/placed'));
    expect(requests.filter((request) => request.method === 'POST' && request.path === '/api/user/addresses')).toHaveLength(0);
  });

  it('leaves a draft kept from a reload as the shopper typed it', async () => {
    localStorage.setItem(
      localKeys.orderFormDraft,
      JSON.stringify({ ...Object.fromEntries(Object.keys(address).map((k) => [k, ''])), firstName: 'Bilal', street: 'Typed before' }),
    );
    await openCheckout({ extra: accountRoutes([home]) });
    await waitFor(() => expect(field('City')).toHaveValue('Lahore'));
    expect(field('First name')).toHaveValue('Bilal');
    expect(field('Street address')).toHaveValue('Typed before');
  });
});
