import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees, rupees } from '@shop/core/shared/money';
import { shopOwner } from './support/owner';
import { logIn } from './support/shop';

/**
 * Issue 36 on a 375 px phone: TCS pays out three of the demo's delivered parcels, one of them Rs. 150
 * short. The owner uploads its report, maps the column the shop could not guess, sees the shortfall before
 * anything is saved, applies the payout, and the courier's page shows what TCS still owes
 * (docs/product.md §4 Courier payouts).
 */

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

interface UnpaidParcel {
  orderId: string;
  orderNumber: string;
  trackingNumber: string | null;
  customerName: string;
  amount: number;
}

interface Balance {
  courier: string;
  outstanding: number;
  unpaidParcels: number;
  shortfalls: number;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(shopOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(shopOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

async function balanceOf(request: APIRequestContext, token: string, courier: string): Promise<Balance> {
  const response = await request.get('/api/admin/couriers/balances', { headers: { token } });
  expect(response.status(), await response.text()).toBe(200);
  const { couriers } = (await response.json()) as { couriers: Balance[] };
  return couriers.find((balance) => balance.courier === courier)!;
}

/** A courier's report as TCS might lay it out: its own column names, a consignee column the shop could take for the tracking number. */
function payoutReport(parcels: readonly UnpaidParcel[], shortBy: number): string {
  const rows = parcels.map((parcel, index) => {
    const cash = index === parcels.length - 1 ? parcel.amount - shortBy : parcel.amount;
    const tax = Math.round(cash * 2) / 100;
    return [String(index + 1), parcel.trackingNumber!, `"${parcel.customerName}"`, cash.toFixed(2), '180', tax.toFixed(2)].join(',');
  });
  return ['Sr.,Shipment Ref,Consignee,Amount Collected,Courier Fee,Income Tax', ...rows].join('\r\n') + '\r\n';
}

test('the owner uploads a courier’s payout report, sees its shortfall, applies it, and the courier’s page shows what is still owed', async ({
  page,
  request,
}) => {
  // Three console screens and a payout applied on a 2-core machine that may be busy: a budget, not a measure.
  test.setTimeout(120_000);
  const token = await logIn(request, shopOwner);
  const unpaid = await request.get('/api/admin/couriers/unpaid?courier=TCS&limit=3', { headers: { token } });
  expect(unpaid.status(), await unpaid.text()).toBe(200);
  const { parcels } = (await unpaid.json()) as { parcels: UnpaidParcel[] };
  expect(parcels).toHaveLength(3);
  const before = await balanceOf(request, token, 'TCS');
  const paidFor = parcels.reduce((total, parcel) => total + parcel.amount, 0);

  await signIn(page);
  // Today says how much cash the couriers hold; it opens the Couriers screen.
  const courierCash = page.getByRole('region', { name: 'Cash with couriers' });
  await expect(courierCash.getByText(/parcels delivered and not paid for yet/)).toBeVisible();
  await courierCash.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
  await page.getByRole('link', { name: 'TCS', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TCS' })).toBeVisible();
  await page.getByRole('link', { name: 'Record a payout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record a payout' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Courier' })).toHaveValue('TCS');

  await page
    .getByRole('form', { name: 'The courier’s report' })
    .getByLabel('The courier’s report (CSV)')
    .setInputFiles({
      name: 'tcs-remittance.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(payoutReport(parcels, 150)),
    });
  await page.getByRole('button', { name: 'Read the columns' }).click();

  // The shop guesses the cash, fee and tax columns by their names; the tracking number it takes for the consignee, and the owner corrects it.
  const mapping = page.getByRole('form', { name: 'Which column holds what' });
  await expect(mapping.getByLabel('Cash collected')).toHaveValue('Amount Collected');
  await expect(mapping.getByLabel('Courier charges (optional)')).toHaveValue('Courier Fee');
  await expect(mapping.getByLabel('Tax withheld (optional)')).toHaveValue('Income Tax');
  await mapping.getByLabel('Tracking number').selectOption('Shipment Ref');
  await mapping.getByRole('button', { name: 'Check payout' }).click();

  // Before anything is saved: two parcels paid in full, one Rs. 150 short.
  const short = page.getByRole('region', { name: 'Amount differs (1)' });
  await expect(short.getByText('Rs. 150.00 short')).toBeVisible();
  await expect(short.getByRole('link', { name: `Order #${parcels[2]!.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Matched (2)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.getByRole('button', { name: 'Apply payout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payout from TCS' })).toBeVisible();
  await expect(page.getByText(/Payout from TCS applied: 3 parcels paid/)).toBeVisible();

  // The courier's page: what TCS still owes is what it owed less the three parcels' cash; the short one is paid, its Rs. 150 a shortfall.
  const after = await balanceOf(request, token, 'TCS');
  expect(after.outstanding).toBeCloseTo(before.outstanding - paidFor, 2);
  expect(after.unpaidParcels).toBe(before.unpaidParcels - 3);
  expect(after.shortfalls).toBeCloseTo(before.shortfalls + 150, 2);
  await page.goto('/admin/couriers/TCS');
  const balance = page.getByRole('region', { name: 'Balance, all time' });
  await expect(balance.getByText(formatRupees(rupees(after.outstanding)), { exact: true }).first()).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Payouts received' });
  await expect(payouts.getByText('tcs-remittance.csv · 3 lines')).toBeVisible();
  const stillOwed = page.getByRole('region', { name: 'Delivered, not paid yet' });
  await expect(stillOwed.getByText(parcels[0]!.trackingNumber!)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // The same report again pays nothing twice: every line is already paid, and there is nothing to apply.
  const again = await request.post('/api/admin/courier-payouts/preview', {
    headers: { token },
    multipart: {
      courier: 'TCS',
      mapping: JSON.stringify({ trackingNumber: 'Shipment Ref', codAmount: 'Amount Collected', charges: 'Courier Fee', tax: 'Income Tax' }),
      file: { name: 'tcs-remittance.csv', mimeType: 'text/csv', buffer: Buffer.from(payoutReport(parcels, 150)) },
    },
  });
  expect(again.status(), await again.text()).toBe(201);
  const repeated = (await again.json()) as { previewId: string; lines: { match: string }[] };
  expect(repeated.lines.map((line) => line.match)).toEqual(['already-paid', 'already-paid', 'already-paid']);
  const applyAgain = await request.post('/api/admin/courier-payouts', { headers: { token }, data: { previewId: repeated.previewId } });
  expect(applyAgain.status()).toBe(409);
  expect(((await applyAgain.json()) as { code: string }).code).toBe('PAYOUT_NOTHING_TO_APPLY');
});
