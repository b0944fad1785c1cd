import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newestEmailTo, verifyByEmail } from './support/outbox';
import { shopOwner } from './support/owner';
import { sidewaysOverflow } from './support/page-state';
import { uniquePhone } from './support/phone';
import { fillAccountCart, logIn, readShopIds, startLoggedIn } from './support/shop';

/**
 * docs/product.md §4 The parcel's story, on a 375 px phone at both ends: a customer orders; the owner
 * ships it, logs a call nobody answered and records the courier's failed attempt with a note of her own;
 * the customer sees why the delivery failed, and is emailed, but never the owner's note or call.
 */

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

const ownerNote = 'Gate locked; the rider tries again on Friday after 5 pm';
const trackingNumber = `LP${Date.now()}`.slice(0, 14);

interface CustomerOrder {
  _id: string;
  status: string;
}

async function customerOrders(request: APIRequestContext, token: string): Promise<CustomerOrder[]> {
  const response = await request.post('/api/order/userorders', { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: CustomerOrder[] }).orders;
}

/** The owner's console in a browser of its own, signed in with email and password as she does. */
async function ownerConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(shopOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(shopOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  return page;
}

function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
}

test('the owner logs a missed call and a failed delivery attempt; the customer sees why the delivery failed, never the note or the call', async ({
  page,
  context,
  request,
  browser,
}) => {
  // Two browsers, a verification email and a failed-delivery email to wait for: more than a page's journey.
  test.slow();
  // A new customer, verified so that the shop emails the order's news, places a COD order on the phone.
  const email = `parcel.${Date.now()}@example.pk`;
  const password = 'cardamom and lime 2026';
  const registered = await request.post('/api/user/register', { data: { name: 'Mehwish Raza', email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyByEmail(request, email);
  const customerToken = await logIn(request, { email, password });
  await fillAccountCart(request, customerToken, await readShopIds(request));
  await startLoggedIn(context, customerToken);

  await page.goto('/place-order');
  await page.getByLabel('First name').fill('Mehwish');
  await page.getByLabel('Last name').fill('Raza');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Street address').fill('9 Canal Bank Road');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province / State').fill('Punjab');
  await page.getByLabel('Postal code').fill('54000');
  await page.getByLabel('Phone').fill(uniquePhone().spaced);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/placed$/);
  const [placed] = await customerOrders(request, customerToken);
  const orderNumber = placed!._id.slice(0, 7);

  // The owner, on her phone, confirms, packs and ships it with a courier that has no tracking link.
  const owner = await ownerConsole(browser);
  await owner.goto(`/admin/orders/${placed!._id}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await owner.getByRole('button', { name: 'Confirm', exact: true }).click();
  await owner.getByRole('button', { name: 'Start packing' }).click();
  await owner.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipping = owner.getByRole('dialog', { name: `Ship order #${orderNumber}` });
  await shipping.getByLabel('Courier').selectOption('Leopards');
  await expect(shipping.getByText('Leopards has no tracking link yet: customers get the tracking number only.')).toBeVisible();
  await expect(shipping.getByRole('link', { name: 'Add its tracking link in Delivery settings' })).toHaveAttribute('href', '/admin/content/delivery');
  await shipping.getByLabel('Tracking number').fill(trackingNumber);
  await shipping.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(shipping).toBeHidden();
  const nextStep = owner.getByRole('region', { name: 'Next step' });
  await expect(nextStep.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  await expect(owner.getByRole('link', { name: /Send shipping details on WhatsApp/ })).toBeVisible();

  // She calls; nobody answers. The call is logged, in the History as hers alone.
  const notes = owner.getByRole('region', { name: 'Notes and calls' });
  await expect(notes.getByText('Only you see these notes: never the customer, their emails or WhatsApp.')).toBeVisible();
  await notes.getByRole('group', { name: 'Log a call' }).getByRole('button', { name: 'No answer' }).click();
  await expect(owner.getByText(`Call logged: No answer on order #${orderNumber}`)).toBeVisible();
  const history = owner.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Call: No answer' })).toContainText('Only you see this');

  // The orders list's card says so.
  await owner.getByRole('link', { name: 'Back to orders' }).click();
  const card = owner
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: `#${orderNumber}` });
  await expect(card).toContainText('No answer ×1');
  expect(await sidewaysOverflow(owner)).toBe(0);
  await card.getByRole('link').click();

  // The courier brings the parcel back: not at home. The owner records it with a note of her own.
  await expect(owner.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await nextStep.getByRole('button', { name: 'Record failed delivery attempt' }).click();
  const attempt = owner.getByRole('dialog', { name: `Failed delivery attempt: order #${orderNumber}` });
  await attempt.getByRole('radio', { name: 'Not at home' }).check();
  await attempt.getByRole('textbox', { name: 'Note (optional)' }).fill(ownerNote);
  await attempt.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(owner.getByText(`Order #${orderNumber}: Delivery attempt failed: Not at home`)).toBeVisible();
  await expect(attempt).toBeHidden();
  const failed = history.getByRole('listitem').filter({ hasText: 'Delivery attempt failed: Not at home' });
  await expect(failed).toContainText(ownerNote);
  await expect(owner.getByRole('link', { name: /Ask to rearrange delivery on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(nextStep).toContainText('1 failed attempt so far; the last: Not at home');
  expect(await sidewaysOverflow(owner)).toBe(0);
  expect(await seriousViolations(owner)).toEqual([]);

  await owner.getByRole('link', { name: 'Back to orders' }).click();
  await expect(card).toContainText('1 failed attempt');
  await expect(card).toContainText('No answer ×1');
  await owner.context().close();

  // The customer's My Orders: why the delivery failed and how to arrange the next one; nothing of the owner's.
  await page.goto('/orders');
  const mine = orderCard(page, orderNumber);
  await expect(mine.locator('header')).toContainText('Shipped');
  await expect(mine.getByText('Delivery attempt failed: Not at home').first()).toBeVisible();
  await expect(mine).toContainText('or reply to our email, and we will arrange a new delivery.');
  await expect(mine).not.toContainText(ownerNote);
  await expect(mine).not.toContainText('No answer');
  await expect(page.getByText(ownerNote)).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Nor does the customer's own answer carry them.
  const answer = await request.post('/api/order/userorders', { headers: { token: customerToken } });
  const body = await answer.text();
  expect(body).toContain('not-at-home');
  expect(body).not.toContain(ownerNote);
  expect(body).not.toContain('no-answer');

  // The email asks the customer to call or reply, and carries neither the note nor the call.
  let mail: string | undefined;
  await expect.poll(() => (mail = newestEmailTo(email, /could-not-deli/)), { message: `the failed-delivery email to ${email}`, timeout: 20_000 }).toBeDefined();
  expect(mail).toContain('Delivery attempt failed: Not at home');
  expect(mail).toContain(`order #${orderNumber}`);
  expect(mail).not.toContain(ownerNote);
});
