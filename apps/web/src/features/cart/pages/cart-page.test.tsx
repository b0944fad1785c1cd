import type { DealDto } from '@shop/core/deals/dtos';
import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { rupees } from '@shop/core/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCart, getDiscountCode, getRedirectAfterLogin, localKeys, setDiscountCode, setToken } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { productSearchAnswer } from '../../../test/product-fixtures';
import { makeToken, renderApp } from '../../../test/render-app';

function product(overrides: Partial<ProductDto> & Pick<ProductDto, '_id' | 'name'>): ProductDto {
  return {
    description: `${overrides.name}, made by hand in small batches.`,
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

function deal(overrides: Partial<DealDto> & Pick<DealDto, '_id' | 'dealName'>): DealDto {
  return {
    dealDescription: `${overrides.dealName}: a bundle of favourites.`,
    dealImages: [`/uploads/seed/deals/${overrides._id}-1.webp`],
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
    ...overrides,
  };
}

const roseSoap = product({ _id: 'p-rose', name: 'Rose Petal Soap', price: rupees(1000), discountprice: rupees(800) });
const neemSoap = product({ _id: 'p-neem', name: 'Neem Soap', price: rupees(500) });
const rosehipOil = product({ _id: 'p-rosehip', name: 'Rosehip Oil', price: rupees(450), quantity: 3 });
const glowBundle = deal({
  _id: 'd-glow',
  dealName: 'Glow Bundle',
  quantity: 2,
  dealProducts: [
    {
      _id: 'p-rose',
      name: 'Rose Petal Soap',
      price: rupees(1000),
      discountprice: rupees(0),
      quantity: 30,
      unitsPerDeal: 2,
      image: '/uploads/seed/products/p-rose-1.webp',
    },
    {
      _id: 'p-rosehip',
      name: 'Rosehip Oil',
      price: rupees(450),
      discountprice: rupees(0),
      quantity: 3,
      unitsPerDeal: 1,
      image: '/uploads/seed/products/p-rosehip-1.webp',
    },
  ],
});

const deliverySettings: DeliverySettingsDto = { mode: 'fixed', fixedCharge: rupees(250), freeDeliveryAbove: rupees(3000), deliveryDays: { min: 3, max: 5 } };

interface ShopOptions {
  products?: ProductDto[];
  deals?: DealDto[];
  delivery?: FakeHandler;
  productSearch?: FakeHandler;
  extra?: Record<string, FakeHandler>;
}

function stubShop({ products = [roseSoap, neemSoap, rosehipOil], deals = [glowBundle], delivery, productSearch, extra }: ShopOptions = {}) {
  return stubApi({
    'GET /api/products': productSearch ?? productSearchAnswer(products),
    'GET /api/deal/list': () => json({ success: true, deals }),
    'GET /api/delivery-settings': delivery ?? (() => json({ success: true, settings: deliverySettings })),
    ...extra,
  });
}

function seedCart(products: Record<string, number>, deals: Record<string, number> = {}) {
  localStorage.setItem(localKeys.cart, JSON.stringify({ products, deals }));
}

// Warm the lazy route's module once, so no single test pays for transforming it.
beforeAll(async () => {
  await import('./cart-page');
});

async function findLine(name: string) {
  const heading = await screen.findByRole('heading', { name });
  const line = heading.closest('li');
  if (!line) throw new Error(`No cart line for ${name}`);
  return within(line);
}

function totalsBox() {
  return within(screen.getByRole('region', { name: 'Cart totals' }));
}

/** The amount on the totals row named `label`. */
function totalsRow(label: string) {
  const term = totalsBox().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The checkout control while some line needs attention: a disabled button, not a link. */
function checkoutButton() {
  return totalsBox().getByRole('button', { name: 'PROCEED TO CHECKOUT' });
}

describe('Cart page lines and totals', () => {
  it('lists products and deals with their names, unit prices and line totals, then the totals', async () => {
    stubShop();
    seedCart({ 'p-rose': 2, 'p-neem': 1 }, { 'd-glow': 1 });
    renderApp('/cart');

    expect(await screen.findByRole('heading', { name: 'YOUR CART' })).toBeInTheDocument();
    const rose = await findLine('Rose Petal Soap');
    expect(rose.getByRole('link', { name: 'Rose Petal Soap' })).toHaveAttribute('href', '/product/p-rose');
    expect(rose.getByText('Rs. 800.00')).toBeInTheDocument();
    expect(rose.getByText('20% OFF')).toBeInTheDocument();
    expect(rose.getByText('Rs. 1,600.00')).toBeInTheDocument();
    expect(rose.getByRole('textbox', { name: 'Quantity of Rose Petal Soap' })).toHaveValue('2');

    const neem = await findLine('Neem Soap');
    expect(neem.getByText('Rs. 500.00', { selector: 'p' })).toBeInTheDocument();

    const deals = within(screen.getByRole('region', { name: 'Deals' }));
    expect(deals.getByRole('link', { name: 'Glow Bundle' })).toHaveAttribute('href', '/deal/d-glow');
    expect((await findLine('Glow Bundle')).getByText('Rs. 2,400.00', { selector: 'p' })).toBeInTheDocument();

    // 1,600 + 500 + 2,400; savings (1,000 − 800) × 2 + (3,000 − 2,400); free delivery above 3,000.
    expect(totalsRow('Subtotal')).toBe('Rs. 4,500.00');
    expect(totalsBox().getByText('You save Rs. 1,000.00')).toBeInTheDocument();
    expect(totalsRow('Delivery Fee')).toBe('FREE');
    expect(totalsRow('Total')).toBe('Rs. 4,500.00');
    expect(totalsBox().queryByText(/more for free delivery/)).not.toBeInTheDocument();
    expect(totalsBox().getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/place-order');
    expect(document.title).toMatch(/^Cart/);
  });

  it('charges delivery below the threshold, says how much more is free, and has no savings line without discounts', async () => {
    stubShop();
    seedCart({ 'p-neem': 2 });
    renderApp('/cart');

    await findLine('Neem Soap');
    expect(totalsRow('Subtotal')).toBe('Rs. 1,000.00');
    expect(totalsRow('Delivery Fee')).toBe('Rs. 250.00');
    expect(totalsRow('Total')).toBe('Rs. 1,250.00');
    expect(totalsBox().getByText('Add Rs. 2,000.00 more for free delivery')).toBeInTheDocument();
    expect(totalsBox().queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('makes delivery FREE exactly at the threshold', async () => {
    stubShop();
    seedCart({ 'p-neem': 6 });
    renderApp('/cart');

    await findLine('Neem Soap');
    expect(totalsRow('Subtotal')).toBe('Rs. 3,000.00');
    expect(totalsRow('Delivery Fee')).toBe('FREE');
    expect(totalsRow('Total')).toBe('Rs. 3,000.00');
    expect(totalsBox().queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('updates the line and the totals when the quantity changes', async () => {
    stubShop();
    seedCart({ 'p-neem': 5 });
    const { user } = renderApp('/cart');

    const neem = await findLine('Neem Soap');
    await user.click(neem.getByRole('button', { name: 'Increase quantity' }));

    expect(neem.getByRole('textbox', { name: 'Quantity of Neem Soap' })).toHaveValue('6');
    expect(neem.getByText('Rs. 3,000.00', { selector: 'p' })).toBeInTheDocument();
    expect(totalsRow('Delivery Fee')).toBe('FREE');
    expect(totalsRow('Total')).toBe('Rs. 3,000.00');

    await user.click(neem.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(neem.getByRole('button', { name: 'Decrease quantity' }));
    expect(totalsRow('Total')).toBe('Rs. 2,250.00');
    expect(getCart().products).toEqual({ 'p-neem': 4 });
    // A change made as asked is not announced: the line and the totals show it.
    expect(screen.queryByText('Cart updated')).not.toBeInTheDocument();
  });

  it('removes a line set to 0, and the Remove button removes a line', async () => {
    const { requests } = stubShop();
    seedCart({ 'p-rose': 1, 'p-neem': 1 });
    const { user } = renderApp('/cart');

    const rose = await findLine('Rose Petal Soap');
    const field = rose.getByRole('textbox', { name: 'Quantity of Rose Petal Soap' });
    await user.clear(field);
    await user.type(field, '0{Enter}');

    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rose Petal Soap' })).not.toBeInTheDocument();
    expect(totalsRow('Subtotal')).toBe('Rs. 500.00');
    // Only the cart's products are asked for, again once a line has gone.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/products').map((request) => request.url.search)).toEqual([
        '?ids=p-neem%2Cp-rose&limit=2',
        '?ids=p-neem&limit=1',
      ]),
    );

    await user.click((await findLine('Neem Soap')).getByRole('button', { name: 'Remove Neem Soap' }));
    expect(getCart()).toEqual({ products: {}, deals: {} });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('trims a product to its stock and refuses a deal beyond its stock, with a toast each', async () => {
    stubShop();
    seedCart({ 'p-rosehip': 1 }, { 'd-glow': 1 });
    const { user } = renderApp('/cart');

    const oil = await findLine('Rosehip Oil');
    const oilField = oil.getByRole('textbox', { name: 'Quantity of Rosehip Oil' });
    await user.clear(oilField);
    await user.type(oilField, '8{Enter}');
    expect(await screen.findByText('Quantity adjusted to available stock: 3')).toBeInTheDocument();
    expect(oilField).toHaveValue('3');
    expect(oil.getByText('Only 3 items left!')).toBeInTheDocument();
    expect(oil.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    const bundle = await findLine('Glow Bundle');
    const bundleField = bundle.getByRole('textbox', { name: 'Quantity of Glow Bundle' });
    await user.clear(bundleField);
    await user.type(bundleField, '5{Enter}');
    expect(await screen.findByText('Only 2 items available for this deal')).toBeInTheDocument();
    expect(bundleField).toHaveValue('1');
    expect(getCart().deals).toEqual({ 'd-glow': 1 });
  });
});

describe('Cart page stock problems', () => {
  const attention = 'Some items in your cart need your attention';

  it('marks a product that ran out, leaves it out of the totals, holds checkout with the reason, and Remove fixes it', async () => {
    stubShop({ products: [roseSoap, { ...neemSoap, quantity: 0 }] });
    seedCart({ 'p-rose': 1, 'p-neem': 2 });
    const { user } = renderApp('/cart');

    const neem = await findLine('Neem Soap');
    expect(neem.getByText('Out of stock')).toBeInTheDocument();
    expect(neem.queryByRole('textbox')).not.toBeInTheDocument();
    expect((await findLine('Rose Petal Soap')).getByText('In Stock')).toBeInTheDocument();
    // Only the rose soap counts: Rs. 800 + Rs. 250 delivery.
    expect(totalsRow('Subtotal')).toBe('Rs. 800.00');
    expect(totalsRow('Total')).toBe('Rs. 1,050.00');
    const checkout = checkoutButton();
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(attention);
    expect(totalsBox().queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument();

    await user.click(neem.getByRole('button', { name: 'Remove Neem Soap' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(getCart().products).toEqual({ 'p-rose': 1 });
    expect(totalsBox().getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/place-order');
    expect(screen.queryByText(attention)).not.toBeInTheDocument();
  });

  it("says 'Only N left' when a line holds more than is left, and 'Change to N' sets it", async () => {
    stubShop();
    seedCart({ 'p-rosehip': 5, 'p-neem': 1 });
    const { user } = renderApp('/cart');

    const oil = await findLine('Rosehip Oil');
    expect(oil.getByText('Only 3 left')).toBeInTheDocument();
    expect(totalsRow('Subtotal')).toBe('Rs. 500.00');
    expect(checkoutButton()).toHaveAccessibleDescription(attention);

    await user.click(oil.getByRole('button', { name: 'Change to 3 of Rosehip Oil' }));
    await waitFor(() => expect(oil.getByRole('textbox', { name: 'Quantity of Rosehip Oil' })).toHaveValue('3'));
    expect(getCart().products).toEqual({ 'p-rosehip': 3, 'p-neem': 1 });
    expect(oil.queryByText('Only 3 left')).not.toBeInTheDocument();
    // 3 × 450 + 500.
    expect(totalsRow('Subtotal')).toBe('Rs. 1,850.00');
    expect(totalsBox().getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeInTheDocument();
    await waitFor(() => expect(oil.getByRole('textbox', { name: 'Quantity of Rosehip Oil' })).toHaveFocus());
  });

  it("bounds a deal line by the deal's sellable stock, and marks a deal with none left", async () => {
    const soldOutDeal = deal({ _id: 'd-empty', dealName: 'Calm Night Set', quantity: 0 });
    stubShop({ deals: [glowBundle, soldOutDeal] });
    seedCart({}, { 'd-glow': 4, 'd-empty': 1 });
    const { user } = renderApp('/cart');

    const glow = await findLine('Glow Bundle');
    expect(glow.getByText('Only 2 left')).toBeInTheDocument();
    const calm = await findLine('Calm Night Set');
    expect(calm.getByText('Out of stock')).toBeInTheDocument();
    expect(totalsRow('Subtotal')).toBe('Rs. 0.00');
    expect(checkoutButton()).toBeDisabled();

    await user.click(glow.getByRole('button', { name: 'Change to 2 of Glow Bundle' }));
    await user.click(calm.getByRole('button', { name: 'Remove Calm Night Set' }));
    await waitFor(() => expect(getCart().deals).toEqual({ 'd-glow': 2 }));
    expect(totalsRow('Subtotal')).toBe('Rs. 4,800.00');
    expect(totalsBox().getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeInTheDocument();
  });
});

describe('Cart page states', () => {
  it('offers CONTINUE SHOPPING when the cart is empty', async () => {
    stubShop();
    renderApp('/cart');

    expect(await screen.findByText('Your cart is empty', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Cart totals' })).not.toBeInTheDocument();
  });

  it('keeps a product that is no longer sold in view as No longer available, out of the totals, until removed', async () => {
    stubShop();
    seedCart({ 'p-gone': 2, 'p-neem': 1 });
    const { user } = renderApp('/cart');

    const gone = await findLine('Unavailable product');
    expect(gone.getByText('No longer available')).toBeInTheDocument();
    expect(totalsRow('Subtotal')).toBe('Rs. 500.00');
    expect(checkoutButton()).toBeDisabled();

    await user.click(gone.getByRole('button', { name: 'Remove unavailable product' }));
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
    expect(getCart().products).toEqual({ 'p-neem': 1 });
    expect(totalsBox().getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/place-order');
  });

  it('names a deal that has ended and offers to remove it', async () => {
    const ended = deal({ _id: 'd-ended', dealName: 'Winter Flash Sale', dealEndDate: '2020-01-01T00:00:00.000Z' });
    stubShop({
      deals: [],
      extra: { 'POST /api/deal/single': () => json({ success: true, deal: ended }) },
    });
    seedCart({}, { 'd-ended': 1 });
    const { user } = renderApp('/cart');

    const line = await findLine('Winter Flash Sale');
    expect(line.getByText('Deal ended')).toBeInTheDocument();
    expect(line.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(line.getByRole('button', { name: 'Remove Winter Flash Sale' }));
    expect(getCart().deals).toEqual({});
  });

  it('shows totals without delivery, and says so, when delivery settings fail to load', async () => {
    stubShop({ delivery: networkDown });
    seedCart({ 'p-neem': 2 });
    const { user } = renderApp('/cart');

    await findLine('Neem Soap');
    const alert = await totalsBox().findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load delivery settings');
    expect(alert).toHaveTextContent('does not include delivery');
    expect(totalsRow('Delivery Fee')).toBe('Not available');
    expect(totalsRow('Total')).toBe('Rs. 1,000.00+ delivery');
    expect(totalsBox().queryByText(/more for free delivery/)).not.toBeInTheDocument();

    stubShop();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(totalsRow('Delivery Fee')).toBe('Rs. 250.00'));
    expect(totalsRow('Total')).toBe('Rs. 1,250.00');
  });

  it('says the products failed to load instead of calling every line unavailable', async () => {
    stubShop({ productSearch: networkDown });
    seedCart({ 'p-neem': 2 });
    renderApp('/cart');

    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Failed to fetch products');
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PROCEED TO CHECKOUT' })).not.toBeInTheDocument();
  });
});

describe('Cart item detail modal', () => {
  it('opens from Details with pictures, price, stock and included products, and closes with Escape', async () => {
    stubShop();
    seedCart({}, { 'd-glow': 1 });
    const { user } = renderApp('/cart');

    const details = (await findLine('Glow Bundle')).getByText('Details', { selector: 'button' });
    await user.click(details);

    const dialog = within(await screen.findByRole('dialog', { name: 'Glow Bundle' }));
    expect(dialog.getByText('Glow Bundle: a bundle of favourites.')).toBeInTheDocument();
    expect(dialog.getByText('Rs. 2,400.00')).toBeInTheDocument();
    expect(dialog.getByText('2 items left')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Included products' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Rosehip Oil' })).toHaveAttribute('href', '/product/p-rosehip');
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('opens from the picture, keeps Tab inside, and closes with the close button', async () => {
    stubShop();
    seedCart({ 'p-rose': 1 });
    const { user } = renderApp('/cart');

    const line = await findLine('Rose Petal Soap');
    const [picture] = line.getAllByRole('button', { name: 'Details of Rose Petal Soap' });
    await user.click(picture!);

    const dialogElement = await screen.findByRole('dialog', { name: 'Rose Petal Soap' });
    const dialog = within(dialogElement);
    expect(dialog.getByText('In Stock')).toBeInTheDocument();
    expect(dialog.getByText('Rose Petal Soap, made by hand in small batches.')).toBeInTheDocument();

    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Cart page discount code', () => {
  const token = makeToken({ id: 'user-ayesha', exp: 4_102_444_800 });
  // 2 × 800 + 500 = 2,100, below the 3,000 threshold: delivery 250, total 2,350.
  const serverCart = { products: { 'p-rose': 2, 'p-neem': 1 }, deals: {} };

  const eid20 = () =>
    json({
      success: true,
      code: 'EID20',
      discount: rupees(420),
      freeDelivery: false,
      subtotal: rupees(2100),
      deliveryCharges: rupees(250),
      amount: rupees(1930),
      message: 'EID20 takes 20% off your order.',
    });

  /** A logged-in shopper whose server cart holds `cart`; `codeAnswer` answers every check of a code. */
  function stubAccount(codeAnswer: FakeHandler, extra: Record<string, FakeHandler> = {}) {
    setToken(token);
    return stubShop({
      extra: {
        'GET /api/cart/': () => json({ success: true, cartData: serverCart, message: 'Cart loaded' }),
        'POST /api/cart/discount-code': codeAnswer,
        ...extra,
      },
    });
  }

  const codeRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/cart/discount-code');

  async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
    await user.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), code);
  }

  it('applies a code with Enter: the discount line and the total are the server’s, and Remove takes them away', async () => {
    const { requests } = stubAccount(eid20);
    const { user } = renderApp('/cart');
    await findLine('Rose Petal Soap');
    expect(totalsRow('Total')).toBe('Rs. 2,350.00');

    await typeCode(user, ' eid20{Enter}');

    expect(await totalsBox().findByText('Discount (EID20)')).toBeInTheDocument();
    expect(totalsRow('Discount (EID20)')).toBe('−Rs. 420.00');
    expect(totalsRow('Total')).toBe('Rs. 1,930.00');
    expect(totalsBox().getByText('EID20 takes 20% off your order.')).toBeInTheDocument();
    expect(codeRequests(requests).map((request) => request.body)).toEqual([{ code: 'EID20' }]);
    expect(getDiscountCode()).toBe('EID20');

    await user.click(totalsBox().getByRole('button', { name: 'Remove the code EID20' }));
    expect(totalsBox().queryByText('Discount (EID20)')).not.toBeInTheDocument();
    expect(totalsRow('Total')).toBe('Rs. 2,350.00');
    expect(getDiscountCode()).toBeNull();
  });

  it("reads 'Applying...' while the server checks the code", async () => {
    const held = heldAnswer();
    stubAccount(held.handler);
    const { user } = renderApp('/cart');
    await findLine('Rose Petal Soap');
    await typeCode(user, 'EID20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const busy = await totalsBox().findByRole('button', { name: 'Applying...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    held.release(eid20());
    expect(await totalsBox().findByText('−Rs. 420.00')).toBeInTheDocument();
  });

  it('shows a free-delivery code beside the delivery fee', async () => {
    stubAccount(() =>
      json({
        success: true,
        code: 'FREESHIP',
        discount: rupees(0),
        freeDelivery: true,
        subtotal: rupees(2100),
        deliveryCharges: rupees(0),
        amount: rupees(2100),
        message: 'FREESHIP makes delivery free.',
      }),
    );
    const { user } = renderApp('/cart');
    await findLine('Rose Petal Soap');
    await typeCode(user, 'FREESHIP');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await totalsBox().findByText('Free with FREESHIP')).toBeInTheDocument();
    expect(totalsRow('Delivery Fee')).toBe('Free with FREESHIP');
    expect(totalsRow('Total')).toBe('Rs. 2,100.00');
    expect(totalsBox().queryByText(/^Discount/)).not.toBeInTheDocument();
  });

  it.each([
    [404, 'DISCOUNT_CODE_UNKNOWN', 'We do not have that discount code. Please check the spelling and try again.', {}],
    [409, 'DISCOUNT_CODE_NOT_STARTED', 'The code EID20 starts on 1 Dec 2026, 9:00 am.', {}],
    [409, 'DISCOUNT_CODE_ENDED', 'The code EID20 ended on 1 Nov 2026, 9:00 am.', {}],
    [409, 'DISCOUNT_CODE_USED_UP', 'The code EID20 has been used up.', {}],
    [409, 'DISCOUNT_CODE_ALREADY_USED', 'You have already used the code EID20: it can be used once per customer.', {}],
    [
      409,
      'DISCOUNT_CODE_MINIMUM_NOT_REACHED',
      'The code EID20 is for orders of Rs. 3,000.00 or more: add Rs. 900.00 more to use it.',
      { minSubtotal: 3000, amountLeft: 900 },
    ],
    [409, 'DISCOUNT_CODE_NOT_APPLICABLE', 'The code EID20 is not for anything in your cart.', {}],
  ])('shows the server’s words for a %i %s under the field, which keeps the code', async (status, code, message, details) => {
    stubAccount(() => json({ success: false, code, message, ...details }, status));
    const { user } = renderApp('/cart');
    await findLine('Rose Petal Soap');
    await typeCode(user, 'EID20{Enter}');

    expect(await totalsBox().findByRole('alert')).toHaveTextContent(message);
    const field = totalsBox().getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveValue('EID20');
    expect(field).toHaveAccessibleDescription(message);
    expect(totalsRow('Total')).toBe('Rs. 2,350.00');
    expect(getDiscountCode()).toBeNull();
  });

  it('asks a visitor to log in, coming back to the cart, and sends nothing', async () => {
    const { requests } = stubShop();
    seedCart({ 'p-neem': 1 });
    const { user } = renderApp('/cart');
    await findLine('Neem Soap');
    await typeCode(user, 'EID20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const login = await totalsBox().findByRole('link', { name: 'Log in to use a discount code' });
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);
    expect(getRedirectAfterLogin()).toBe('/cart');
    expect(codeRequests(requests)).toHaveLength(0);
  });

  it('checks the code a visitor typed once they are back from logging in', async () => {
    const { requests } = stubAccount(eid20);
    localStorage.clear();
    seedCart({ 'p-neem': 1 });
    const { user, router } = renderApp('/cart');
    await findLine('Neem Soap');
    await typeCode(user, 'eid20{Enter}');
    await user.click(await totalsBox().findByRole('link', { name: 'Log in to use a discount code' }));

    // The login page's work, done here: the session starts, and login brings the shopper back.
    setToken(token);
    await router.navigate('/cart');

    expect(await screen.findByText('−Rs. 420.00')).toBeInTheDocument();
    expect(totalsRow('Total')).toBe('Rs. 1,930.00');
    expect(codeRequests(requests).map((request) => request.body)).toEqual([{ code: 'EID20' }]);
  });

  it('keeps a code it could not check, says so, and checks it again on request', async () => {
    setDiscountCode('EID20');
    let answer: FakeHandler = networkDown;
    stubAccount((request) => answer(request));
    const { user } = renderApp('/cart');
    await findLine('Rose Petal Soap');

    expect(await totalsBox().findByRole('alert')).toHaveTextContent('Failed to check the discount code');
    expect(totalsRow('Total')).toBe('Rs. 2,350.00');

    answer = eid20;
    await user.click(totalsBox().getByRole('button', { name: 'Try again' }));
    expect(await totalsBox().findByText('−Rs. 420.00')).toBeInTheDocument();
    expect(totalsRow('Total')).toBe('Rs. 1,930.00');
    expect(totalsBox().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the code again when the cart changes, and drops it with the reason when it no longer applies', async () => {
    setDiscountCode('EID20');
    let checks = 0;
    const { requests } = stubAccount(
      () =>
        ++checks === 1
          ? eid20()
          : json(
              {
                success: false,
                code: 'DISCOUNT_CODE_MINIMUM_NOT_REACHED',
                message: 'The code EID20 is for orders of Rs. 2,000.00 or more: add Rs. 400.00 more to use it.',
                minSubtotal: 2000,
                amountLeft: 400,
              },
              409,
            ),
      {
        'POST /api/cart/update': () => json({ success: true, message: 'Cart updated', cartData: { products: { 'p-rose': 1, 'p-neem': 1 }, deals: {} } }),
      },
    );
    const { user } = renderApp('/cart');
    const rose = await findLine('Rose Petal Soap');

    // The code kept from earlier in the session is checked on the cart as it is.
    expect(await totalsBox().findByText('−Rs. 420.00')).toBeInTheDocument();
    expect(totalsRow('Total')).toBe('Rs. 1,930.00');

    await user.click(rose.getByRole('button', { name: 'Decrease quantity' }));

    expect(await totalsBox().findByRole('alert')).toHaveTextContent('The code EID20 is for orders of Rs. 2,000.00 or more: add Rs. 400.00 more to use it.');
    expect(totalsBox().queryByText('Discount (EID20)')).not.toBeInTheDocument();
    // 800 + 500 + 250 delivery, without the code.
    expect(totalsRow('Total')).toBe('Rs. 1,550.00');
    expect(totalsBox().getByRole('textbox', { name: 'Discount code' })).toHaveValue('EID20');
    expect(codeRequests(requests)).toHaveLength(2);
    expect(getDiscountCode()).toBeNull();
  });
});
