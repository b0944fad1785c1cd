import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import { expectKeyboardDialog, expectVisibleFocus, stopsWithoutVisibleFocus, tabTo } from './support/keyboard';
import { shopOwner } from './support/owner';
import { sidewaysOverflow } from './support/page-state';
import { demoCustomer, logIn, placeOrder, readShopIds, startLoggedIn, startWithVisitorCart, type ShopIds } from './support/shop';

/**
 * The owner's console (docs/product.md §10), used as the owner uses it: on a desktop and on a 375 px
 * phone, signing in with email and password, taking a customer's order from placed to shipped, adding
 * a product with a picture (and its stock with a reason), answering a review and changing the delivery charge, each seen where the
 * shopper sees it; and the customers the shop is careful with (docs/product.md §4 Trust): the demo's
 * risky and blocked customers in the orders list, and a block lifted and put back on the Blocklist.
 */

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The screens on the phone's bottom bar; the others are under More. */
const phoneBarScreens = ['Today', 'Orders', 'Products', 'Reviews'];

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a screen from the navigation, as the owner does on this width. */
async function openScreen(page: Page, name: string): Promise<void> {
  const onPhone = (page.viewportSize()?.width ?? desktop.width) < 1024;
  if (onPhone && !phoneBarScreens.includes(name)) {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A console screen has loaded when its title is there and no grey placeholder rows are left. */
async function consoleSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}

async function newestOrderOf(request: APIRequestContext, token: string): Promise<{ _id: string; status: string }> {
  const response = await request.post('/api/order/userorders', { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: { _id: string; status: string }[] }).orders[0]!;
}

/** A customer's view in a browser of its own, signed in with the customer's token. */
async function customerPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await startLoggedIn(context, token);
  return context.newPage();
}

/** A square photo as a phone would take it, only smaller: the console uploads it through the browser. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 214, g: 170, b: 120 } } })
    .jpeg()
    .toBuffer();
}

/** The demo shop's customers the shop is careful with (apps/api/src/seed/demo-risk.ts). */
const riskyDemoCustomer = { name: 'Bilal Hussain', phone: '03111234987' } as const;
const blockedDemoCustomer = { name: 'Kamran Aslam', phone: '03451239876' } as const;

/**
 * The orders of one customer in the list, as the owner sees them on this width: the table's rows on a
 * desktop, the cards on a phone (the other layout is hidden, so no role matches it).
 */
function orderEntries(page: Page, customerName: string) {
  return page
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Orders' }).getByRole('listitem'))
    .filter({ hasText: customerName });
}

/** Chooses a level in the orders list's "Customer risk" filter, which puts it in the address. */
async function filterByRisk(page: Page, level: 'risky' | 'blocked'): Promise<void> {
  await page.getByLabel('Customer risk').selectOption(level);
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?(.*&)?risk=${level}(&|$)`));
  await consoleSettled(page);
}

/** Puts the demo's phone block back if a failed run left it lifted, so the next journey starts from the demo shop. */
async function keepDemoBlock(request: APIRequestContext, ownerToken: string, reason: string): Promise<void> {
  const headers = { token: ownerToken };
  const listed = await request.get('/api/admin/blocks', { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const { blocks } = (await listed.json()) as { blocks: { kind: string; value: string }[] };
  if (blocks.some((block) => block.kind === 'phone' && block.value === blockedDemoCustomer.phone)) return;
  const added = await request.post('/api/admin/blocks', { headers, data: { phone: blockedDemoCustomer.phone, reason } });
  expect(added.ok(), await added.text()).toBe(true);
}

async function deliverySettings(request: APIRequestContext, ownerToken: string) {
  const response = await request.get('/api/admin/delivery-settings', { headers: { token: ownerToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { settings: { fixedCharge: number; freeDeliveryAbove: number; couriers: unknown[] } }).settings;
}

for (const [device, viewport] of [
  ['desktop', desktop],
  ['375 px phone', phone],
] as const) {
  test.describe(`the owner's console on a ${device}`, () => {
    test.use({ viewport });

    test('takes an order from placed to shipped, and the customer sees it shipped with its tracking number', async ({ page, request, browser }) => {
      const ids = await readShopIds(request);
      const customerToken = await logIn(request);
      await placeOrder(request, customerToken, ids);
      const order = await newestOrderOf(request, customerToken);
      const orderNumber = order._id.slice(0, 7);
      const trackingNumber = `TCS${Date.now()}`.slice(0, 14);

      await signIn(page, shopOwner);
      const waiting = page.getByRole('link', { name: /Waiting for confirmation/ });
      await expect(waiting).toContainText(/[1-9]/);
      await waiting.click();
      await expect(page).toHaveURL(/\/admin\/orders\?status=Order\+Placed/);
      await page
        .getByRole('link', { name: `#${orderNumber}` })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
      await expect(page.getByRole('link', { name: /Call / })).toHaveAttribute('href', /^tel:/);

      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Start packing' })).toBeVisible();
      await page.getByRole('button', { name: 'Start packing' }).click();
      await page.getByRole('button', { name: 'Ship', exact: true }).click();
      const shipping = page.getByRole('dialog');
      await shipping.getByLabel('Courier').selectOption('TCS');
      await shipping.getByLabel('Tracking number').fill(trackingNumber);
      await shipping.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
      await expect(page.getByText(trackingNumber).first()).toBeVisible();

      const customer = await customerPage(browser, customerToken);
      await customer.goto('/orders');
      const card = customer.getByRole('article').filter({ has: customer.getByRole('heading', { name: `Order #${orderNumber}` }) });
      await expect(card.locator('header')).toContainText('Shipped');
      await expect(card.getByText(trackingNumber).first()).toBeVisible();
      await customer.context().close();
    });

    test('adds a product with a picture and publishes it, then a box of its stock with a reason: the shop shows it with its picture', async ({ page }) => {
      const name = `Saffron Night Balm ${device} ${Date.now()}`;
      await signIn(page, shopOwner);
      await openScreen(page, 'Products');
      await page.getByRole('link', { name: 'New product' }).click();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Description', { exact: true }).fill('Whipped shea butter with saffron and almond oil, for dry winter skin.');
      await page.getByLabel('Price', { exact: true }).fill('1850');
      await page.getByLabel('Discount price').fill('1600');
      await expect(page.getByText(/14% off/)).toBeVisible();
      const category = page.getByLabel('Category', { exact: true });
      await category.selectOption({ index: 1 });
      await page.getByLabel('Stock', { exact: true }).fill('12');
      await page.getByLabel('Status').selectOption('Published');
      await page.getByLabel('Images').setInputFiles({ name: 'balm.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await expect(page.getByRole('img', { name: 'Picture 1 (main)' })).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // Saved, the new product's own editor opens.
      await expect(page).toHaveURL(/\/admin\/products\/(?!new$)[^/]+$/);
      const productId = page.url().split('/').pop()!;

      // A box arrives: the owner adds its units with a reason, and the stock history keeps both moves.
      const history = page.getByRole('region', { name: 'Stock history' });
      await expect(history.getByRole('listitem').first()).toContainText('+12 Counted');
      await page.getByRole('button', { name: `Change stock for ${name}` }).click();
      const stock = page.getByRole('dialog', { name: `Stock for ${name}` });
      await stock.getByLabel('Units to add').fill('6');
      await stock.getByLabel('Note (optional)').fill('Second box from the supplier');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await stock.getByRole('button', { name: 'Save stock' }).click();
      await expect(stock).toHaveCount(0);
      await expect(page.getByText('Saved: 18 in stock.')).toBeVisible();
      await expect(history.getByRole('listitem').first()).toContainText('+6 Restock · Second box from the supplier');
      await expect(history.getByRole('listitem')).toHaveCount(2);

      await page.goto(`/product/${productId}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const picture = page.locator('main img[src*="/uploads/products/"]').first();
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    });

    test("answers a review: the reply shows on the product's page", async ({ page, request }) => {
      const ids = await readShopIds(request);
      const customerToken = await logIn(request);
      const words = `The ${device} test bar lathers well and lasts a month (${Date.now()}).`;
      const posted = await request.post('/api/comments', {
        headers: { token: customerToken },
        data: { targetType: 'product', productId: ids.product._id, rating: 4, content: words },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const reply = `Thank you! So glad it lasts (${device}).`;

      await signIn(page, shopOwner);
      await openScreen(page, 'Reviews');
      await page.getByRole('link', { name: 'Unanswered' }).click();
      const review = page.getByRole('article').filter({ hasText: words });
      await review.getByRole('button', { name: 'Reply', exact: true }).click();
      await review.getByLabel('Your reply').fill(reply);
      await review.getByRole('button', { name: 'Post reply' }).click();
      // Answered, it leaves the Unanswered list; under All it shows with the reply.
      await expect(review).toHaveCount(0);
      await page.getByRole('link', { name: 'All', exact: true }).click();
      await expect(page.getByRole('article').filter({ hasText: words }).getByText(reply)).toBeVisible();

      await page.goto(`/product/${ids.product._id}`);
      await page.getByRole('tab', { name: /Reviews/ }).click();
      await expect(page.getByText(reply)).toBeVisible();
    });

    test('changes the delivery charge: the cart charges it', async ({ page, request, browser }) => {
      const ownerToken = await logIn(request, shopOwner);
      const before = await deliverySettings(request, ownerToken);
      const charge = device === 'desktop' ? 275 : 325;
      try {
        await signIn(page, shopOwner);
        await openScreen(page, 'Content');
        await page.getByRole('link', { name: 'Delivery & settings' }).click();
        await page.getByLabel('Delivery charge (Rs.)').fill(String(charge));
        await page.getByLabel('Free delivery above (Rs.)').fill('100000');
        await page.getByRole('button', { name: 'Save delivery settings' }).click();
        await expect(page.getByText(/updated|saved/i).first()).toBeVisible();

        const context = await browser.newContext({ viewport });
        await startWithVisitorCart(context, await readShopIds(request));
        const shopper = await context.newPage();
        await shopper.goto('/cart');
        await expect(shopper.getByText('Delivery Fee').locator('..')).toContainText(`Rs. ${charge}.00`);
        await context.close();
      } finally {
        const { fixedCharge, freeDeliveryAbove, couriers } = before;
        const restored = await request.put('/api/admin/delivery-settings', {
          headers: { token: ownerToken },
          data: { fixedCharge, freeDeliveryAbove, couriers },
        });
        expect(restored.ok(), await restored.text()).toBe(true);
      }
    });

    test("shows risky and blocked customers' orders; a block lifted on the Blocklist and put back", async ({ page, request }) => {
      const ownerToken = await logIn(request, shopOwner);
      const reason = `Refused two parcels and gave a made-up address (checked on a ${device})`;
      try {
        await signIn(page, shopOwner);
        await openScreen(page, 'Orders');

        // Risky: the demo customer who refused a parcel, each of his orders marked, with the reason.
        await filterByRisk(page, 'risky');
        const bilal = orderEntries(page, riskyDemoCustomer.name);
        await expect(bilal).toHaveCount(2);
        await expect(bilal.getByText('Risky customer', { exact: true })).toHaveCount(2);
        await expect(bilal.first()).toContainText(riskyDemoCustomer.phone);
        await expect(bilal.first()).toContainText(/refused at the door/);
        // A blocked customer is listed under Blocked, not here; the trusted demo customer under neither.
        await expect(orderEntries(page, blockedDemoCustomer.name)).toHaveCount(0);
        await expect(orderEntries(page, 'Fatima')).toHaveCount(0);

        // Blocked: the waiting order of the customer whose phone the owner blocked.
        await filterByRisk(page, 'blocked');
        const kamran = orderEntries(page, blockedDemoCustomer.name);
        await expect(kamran.first().getByText('Blocked customer', { exact: true })).toBeVisible();
        const waiting = kamran.filter({ hasText: 'Order Placed' });
        await expect(waiting).toHaveCount(1);
        await waiting.getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9a-f]{7}$/ })).toBeVisible();
        const risk = page.getByRole('region', { name: 'Customer risk' });
        await expect(risk.getByText('Blocked customer', { exact: true })).toBeVisible();
        await expect(risk.getByRole('list', { name: 'Why' })).toContainText(new RegExp(`${blockedDemoCustomer.phone} is blocked`));
        for (const button of ['Block phone', 'Block email', 'Block account']) await expect(risk.getByRole('button', { name: button })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Extend hold by 24 hours' })).toBeVisible();

        // The Blocklist: the block on his phone, with the order still open; lifted, it leaves the list.
        await openScreen(page, 'Blocklist');
        await expect(page).toHaveURL(/\/admin\/blocks$/);
        await consoleSettled(page);
        const card = page.getByRole('list', { name: 'Blocks' }).getByRole('article', { name: blockedDemoCustomer.phone });
        await expect(card).toContainText('Phone number');
        await expect(card).toContainText('1 open order');
        await card.getByRole('button', { name: `Lift the block on ${blockedDemoCustomer.phone}` }).click();
        const lift = page.getByRole('dialog', { name: 'Lift this block?' });
        await expect(lift).toContainText(`${blockedDemoCustomer.phone} can place orders again.`);
        await lift.getByRole('button', { name: 'Lift block' }).click();
        await expect(page.getByText('Block lifted', { exact: true })).toBeVisible();
        await expect(lift).toBeHidden();
        await expect(card).toHaveCount(0);

        // Unblocked, his refused parcel and fake order still count: his orders are now a risky customer's.
        await openScreen(page, 'Orders');
        await filterByRisk(page, 'risky');
        const unblocked = orderEntries(page, blockedDemoCustomer.name);
        await expect(unblocked).toHaveCount(3);
        await expect(unblocked.getByText('Risky customer', { exact: true })).toHaveCount(3);

        // Put back by hand, with a reason: asked for first, then the block is listed again with it.
        await openScreen(page, 'Blocklist');
        await page.getByRole('button', { name: 'Block a phone or email' }).click();
        const add = page.getByRole('dialog', { name: 'Block a phone number or email' });
        await expect(add.getByRole('combobox', { name: 'Block' })).toHaveValue('phone');
        await add.getByRole('textbox', { name: 'Phone number' }).fill('0345 1239876');
        await add.getByRole('button', { name: 'Block', exact: true }).click();
        await expect(add.getByText('Say why this customer is blocked')).toBeVisible();
        await add.getByRole('textbox', { name: 'Reason' }).fill(reason);
        await add.getByRole('button', { name: 'Block', exact: true }).click();
        await expect(page.getByText('Blocked: they can no longer place orders', { exact: true })).toBeVisible();
        await expect(add).toBeHidden();
        await expect(card).toContainText(reason);
        await expect(card).toContainText('1 open order');
      } finally {
        await keepDemoBlock(request, ownerToken, reason);
      }
    });

    test("refuses a customer's account and shows none of the shop's data", async ({ page }) => {
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
      });
      await signIn(page, demoCustomer);
      await expect(page.getByText('This account cannot open the shop console.', { exact: false })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
      expect(adminCalls).toEqual([]);
    });
  });
}

/** Every console screen with real data: a product, a deal, an order and an article of the demo shop. */
async function consoleScreens(request: APIRequestContext, ids: ShopIds): Promise<string[]> {
  const ownerToken = await logIn(request, shopOwner);
  const firstOrder = async (query: string) => {
    const orders = await request.get(`/api/admin/orders?${query}`, { headers: { token: ownerToken } });
    expect(orders.ok(), await orders.text()).toBe(true);
    return ((await orders.json()) as { orders: { _id: string }[] }).orders[0]?._id;
  };
  const orderId = await firstOrder('limit=1');
  // A blocked customer's order shows the loudest risk badge and the Customer risk section's reasons.
  const blockedOrderId = await firstOrder('risk=blocked&status=Order+Placed&limit=1');
  const codes = await request.get('/api/admin/discount-codes?q=EID20', { headers: { token: ownerToken } });
  expect(codes.ok(), await codes.text()).toBe(true);
  const codeId = ((await codes.json()) as { discountCodes: { _id: string }[] }).discountCodes[0]?._id;
  return [
    '/admin',
    '/admin/orders',
    '/admin/orders?risk=risky',
    ...(orderId ? [`/admin/orders/${orderId}`] : []),
    ...(blockedOrderId ? [`/admin/orders/${blockedOrderId}`] : []),
    '/admin/couriers',
    '/admin/couriers/Leopards',
    '/admin/courier-payouts',
    '/admin/courier-payouts/new?courier=Leopards',
    '/admin/blocks',
    '/admin/products',
    `/admin/products/${ids.product._id}`,
    '/admin/products/new',
    '/admin/deals',
    `/admin/deals/${ids.deal._id}`,
    '/admin/discount-codes',
    '/admin/discount-codes/new',
    ...(codeId ? [`/admin/discount-codes/${codeId}`] : []),
    '/admin/reviews',
    '/admin/content/banners',
    '/admin/content/testimonials',
    '/admin/content/team',
    '/admin/content/business',
    '/admin/content/stores',
    '/admin/content/delivery',
    '/admin/content/whatsapp',
    '/admin/journal',
    `/admin/journal/${ids.post._id}`,
    '/admin/messages',
    '/admin/messages?section=subscribers',
    '/admin/messages?section=failed',
    '/admin/activity',
  ];
}

test.describe('every console screen', () => {
  test.use({ reducedMotion: 'reduce', viewport: phone });

  test('fits a 375 px phone and passes axe there and at 1280 px', async ({ page, request, context }) => {
    // Some twenty screens with two axe passes each: over a minute on a quiet machine, several on a busy one.
    test.setTimeout(300_000);
    const ids = await readShopIds(request);
    await startLoggedIn(context, await logIn(request, shopOwner));
    for (const screen of await consoleScreens(request, ids)) {
      await page.setViewportSize(phone);
      await page.goto(screen);
      await consoleSettled(page);
      expect.soft(await sidewaysOverflow(page), `sideways scroll at 375 px on ${screen}`).toBeLessThanOrEqual(0);
      expect.soft(await seriousViolations(page), `axe at 375 px on ${screen}`).toEqual([]);
      await page.setViewportSize(desktop);
      await consoleSettled(page);
      expect.soft(await seriousViolations(page), `axe at 1280 px on ${screen}`).toEqual([]);
    }
  });
});

test.describe('the console from the keyboard', () => {
  test.use({ viewport: phone });

  test('signs in, moves between screens and ships an order without a pointer, focus always visible', async ({ page, request }) => {
    const ids = await readShopIds(request);
    const customerToken = await logIn(request);
    await placeOrder(request, customerToken, ids);
    const orderNumber = (await newestOrderOf(request, customerToken))._id.slice(0, 7);

    await page.goto('/admin');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(shopOwner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(shopOwner.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await consoleSettled(page);
    expect(await stopsWithoutVisibleFocus(page)).toEqual([]);

    // The phone's More sheet: opened with Enter, focus kept inside, closed with Escape.
    await expectKeyboardDialog(page, page.getByRole('button', { name: 'More' }), page.getByRole('dialog', { name: 'More' }));

    await page.goto(`/admin/orders?q=${orderNumber}`);
    const order = page.getByRole('link', { name: `#${orderNumber}` }).first();
    await tabTo(page, order);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Confirm', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Start packing' })).toBeVisible();
  });
});

test("no storefront page loads the console's code", async ({ page, request }) => {
  const manifest = JSON.parse(readFileSync(path.join('apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const consoleFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/admin/') || /^_console-[^/]*\.js$/.test(key))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  expect(consoleFiles.size).toBeGreaterThan(1);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const ids = await readShopIds(request);
  for (const storefrontPage of ['/', '/collection', `/product/${ids.product._id}`, `/deal/${ids.deal._id}`, '/cart', '/login']) {
    await page.goto(storefrontPage);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(loaded.filter((file) => consoleFiles.has(file))).toEqual([]);
  expect(loaded.some((file) => file.startsWith('/assets/'))).toBe(true);
});
