import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { AuditEntryDto } from '@shop/core/console/admin-dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { formatMoney, rupeesToPaisa } from '@shop/core/shared/money';
import { defaultWhatsappTemplates, WHATSAPP_TEMPLATE_MAX_LENGTH } from '@shop/core/messages/whatsapp-templates';
import { createSecondApp, createTestApp, deliveryAddress, newAccount, testDatabaseKinds, uniquePhone, type TestApp } from '../../../test/helpers';
import { demoShop } from '../../seed/demo-shop';

const shopName = demoShop.business.company.name;

/** docs/product.md §4 WhatsApp messages: the owner rewords the messages the console's WhatsApp button fills in. */
describe.each(testDatabaseKinds())('the WhatsApp messages on %s', (kind) => {
  let shop: TestApp;
  let admin: { token: string; userId: string };
  let product: ProductDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    admin = await newAccount(shop, 'admin');
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)!;
  });
  afterAll(async () => shop?.close());

  const read = (token = admin.token, on = shop) => on.app.inject({ method: 'GET', url: '/api/admin/whatsapp-templates', headers: { token } });
  const save = (payload: unknown, token = admin.token) =>
    shop.app.inject({ method: 'PUT', url: '/api/admin/whatsapp-templates', headers: { token }, payload: payload as object });
  const saved = async () => (await read()).json().templates as Record<string, string>;
  const placeOrder = async (firstName = deliveryAddress.firstName) => {
    const { token } = await newAccount(shop);
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: {
        address: { ...deliveryAddress, firstName, phone: uniquePhone() },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + deliveryCharges,
        deliveryCharges,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json().orderId as string;
    return { orderId, number: orderId.slice(0, 7), total: formatMoney(rupeesToPaisa(product.price + deliveryCharges)) };
  };
  /** The text of the owner's WhatsApp message for an order, as the console of `on` offers it, and its short link. */
  const messageOf = async (orderId: string, on = shop) => {
    const order = (await on.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { token: admin.token } })).json().order as AdminOrderDto;
    const text = new URL(order.whatsappUrl!).searchParams.get('text')!;
    return { text, link: /http:\/\/\S+\/c\/[0-9A-Za-z]{12}/.exec(text)?.[0] };
  };

  it("answers the shop's texts until the owner rewords them, never cached", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, templates: defaultWhatsappTemplates, defaults: defaultWhatsappTemplates, version: 1 });
  });

  it('rewords the kinds given and keeps the others; null puts the shop’s text back; each save is in the audit log', async () => {
    const shipped = 'Salaam {name}! Order #{orderNumber} is with {courier}: {trackingNumber}';
    const first = await save({ shipped: `  ${shipped}  ` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'WhatsApp messages saved',
      templates: { ...defaultWhatsappTemplates, shipped },
      defaults: defaultWhatsappTemplates,
      version: 2,
    });
    const confirmation = 'Salaam {name},\n{items}\nConfirm here: {confirmLink}';
    expect((await save({ confirmation: 'Salaam {name},\r\n{items}\r\nConfirm here: {confirmLink}' })).statusCode).toBe(200);
    expect(await saved()).toEqual({ ...defaultWhatsappTemplates, shipped, confirmation });

    const reset = await save({ shipped: null });
    expect(reset.json().templates).toEqual({ ...defaultWhatsappTemplates, confirmation });
    expect(await saved()).toEqual({ ...defaultWhatsappTemplates, confirmation });
    expect((await save({ confirmation: null, statusUpdate: null })).json().templates).toEqual(defaultWhatsappTemplates);
    expect(await saved()).toEqual(defaultWhatsappTemplates);

    const audit = (await shop.app.inject({ method: 'GET', url: '/api/admin/audit?entity=whatsapp_templates', headers: { token: admin.token } })).json()
      .entries as AuditEntryDto[];
    expect(audit.map((entry) => [entry.action, entry.actor?._id, (entry.changes?.after as Record<string, string>).shipped])).toEqual([
      ['update', admin.userId, defaultWhatsappTemplates.shipped],
      ['update', admin.userId, defaultWhatsappTemplates.shipped],
      ['update', admin.userId, shipped],
      ['update', admin.userId, shipped],
    ]);
  });

  it('refuses a confirmation without its link, a placeholder the message cannot fill, an empty or too long text, naming the problem, and keeps what was saved', async () => {
    const kept = 'Salaam {name}, {shop} here: it is now {status}.';
    expect((await save({ statusUpdate: kept })).statusCode).toBe(200);
    const refusals: [object, string, string][] = [
      [{ confirmation: 'Hello {name}, please confirm your order.' }, 'confirmation', 'confirmation: This message must include {confirmLink}'],
      [
        { confirmation: 'Hello {foo}, confirm: {confirmLink}' },
        'confirmation',
        'confirmation: {foo} cannot be used in this message. Use {name}, {shop}, {orderNumber}, {items}, {total}, {confirmLink}',
      ],
      [
        { statusUpdate: 'It is {status}. Confirm: {confirmLink}' },
        'statusUpdate',
        'statusUpdate: {confirmLink} cannot be used in this message. Use {name}, {shop}, {orderNumber}, {items}, {total}, {status}',
      ],
      [{ statusUpdate: 'Your order moved on.' }, 'statusUpdate', 'statusUpdate: This message must include {status}'],
      [
        { shipped: `{trackingNumber} ${'x'.repeat(WHATSAPP_TEMPLATE_MAX_LENGTH - 16)}` },
        'shipped',
        `shipped: A message must be at most ${WHATSAPP_TEMPLATE_MAX_LENGTH} characters`,
      ],
      [{ deliveryAttempt: '   ' }, 'deliveryAttempt', 'deliveryAttempt: Please write the message, or reset it to the shop’s text'],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await save({ shipped: 'Would be saved with the others: {courier}', ...payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
    }
    expect((await save({ shipped: `{courier}\u0000` })).json()).toMatchObject({ code: 'UNSTORABLE_TEXT', fields: ['shipped'] });
    expect((await save({ shipped: 42 })).json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['shipped'] });
    expect(await saved()).toEqual({ ...defaultWhatsappTemplates, statusUpdate: kept });

    // At the bound it is kept whole.
    const longest = `{confirmLink}${'y'.repeat(WHATSAPP_TEMPLATE_MAX_LENGTH - 13)}`;
    expect((await save({ confirmation: longest })).statusCode).toBe(200);
    expect((await saved()).confirmation).toBe(longest);
    expect((await save({ confirmation: null, statusUpdate: null })).statusCode).toBe(200);
  });

  it('answers a customer 403 and no login 401, and changes nothing', async () => {
    const customer = await newAccount(shop);
    expect((await read(customer.token)).statusCode).toBe(403);
    const put = await save({ shipped: 'Mine now {courier}' }, customer.token);
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('ADMIN_ONLY');
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/whatsapp-templates' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/whatsapp-templates', payload: { shipped: 'Mine {courier}' } })).statusCode).toBe(401);
    expect(await saved()).toEqual(defaultWhatsappTemplates);
  });

  it("fills the owner's wording into the next order's WhatsApp link, in this process and in another on the same database", async () => {
    const second = await createSecondApp(shop);
    try {
      const { orderId, number, total } = await placeOrder();
      // Both processes have read (and cached) the shop's text.
      const before = await messageOf(orderId);
      expect(before.text.startsWith(`Hello ${deliveryAddress.firstName}, this is ${shopName} about your order #${number}:`)).toBe(true);
      expect((await messageOf(orderId, second)).text).toBe(before.text);

      const wording = 'Salaam {name}! {shop} order #{orderNumber} for {total}.\nConfirm: {confirmLink}\nShukriya';
      expect((await save({ confirmation: wording })).statusCode).toBe(200);
      const expected = `Salaam ${deliveryAddress.firstName}! ${shopName} order #${number} for ${total}.\nConfirm: ${before.link}\nShukriya`;
      expect((await messageOf(orderId)).text).toBe(expected);
      // The other process drops its copy when the change's NOTIFY reaches it.
      await expect.poll(async () => (await messageOf(orderId, second)).text).toBe(expected);

      expect((await save({ confirmation: null })).statusCode).toBe(200);
      expect((await messageOf(orderId)).text).toBe(before.text);
      await expect.poll(async () => (await messageOf(orderId, second)).text).toBe(before.text);
    } finally {
      await second.close();
    }
  });

  it("puts a customer's name in as it is written: no replacement pattern and no placeholder in it is read", async () => {
    expect((await save({ confirmation: '{name} / {name}: {total}\n{confirmLink}' })).statusCode).toBe(200);
    const name = "$& $' $1 $$ {total} {confirmLink}";
    const { orderId, total } = await placeOrder(name);
    const { text, link } = await messageOf(orderId);
    expect(text).toBe(`${name} / ${name}: ${total}\n${link}`);
    expect(link).toBeDefined();
    expect((await save({ confirmation: null })).statusCode).toBe(200);

    const withDefault = await messageOf(orderId);
    expect(withDefault.text.split('\n')[0]).toBe(`Hello ${name}, this is ${shopName} about your order #${orderId.slice(0, 7)}:`);
  });
});
