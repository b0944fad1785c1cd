import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutColumnsDto } from '@shop/core/couriers/admin-dtos';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { payoutDetail, payoutPreview } from '../payout-fixtures';

const couriers = [
  { name: 'TCS', trackingUrlTemplate: 'https://www.tcsexpress.com/track?cn={tracking}' },
  { name: 'Leopards', trackingUrlTemplate: null },
];

const report: PayoutColumnsDto = {
  courier: 'Leopards',
  columns: ['CN Number', 'Consignee', 'COD Amount', 'Delivery Charges', 'WHT'],
  sample: [
    ['LE40512300', 'Ayesha Khan', '2,300', '180', '46'],
    ['LE40520219', 'Bilal Ahmed', '1,250', '180', '46'],
    ['LE40528138', 'Sana Malik', '980', '180', '46'],
  ],
  rows: 6,
  mapping: { trackingNumber: 'CN Number', codAmount: 'COD Amount', charges: 'Delivery Charges', tax: 'WHT' },
  kept: true,
};

const reportFile = () => new File(['CN Number,Consignee,COD Amount,Delivery Charges,WHT\r\n'], 'leopards-payout.csv', { type: 'text/csv' });

function stubPayouts(routes: Record<string, FakeHandler> = {}) {
  const stub = stubApi({
    ...signInAsOwner(),
    'GET /api/admin/delivery-settings': () =>
      json({ success: true, settings: { mode: 'fixed', fixedCharge: 250, freeDeliveryAbove: 5000, deliveryDays: { min: 3, max: 5 }, couriers, version: 1 } }),
    'POST /api/admin/courier-payouts/columns': () => json({ success: true, report }),
    'POST /api/admin/courier-payouts/preview': () => json(payoutPreview(), 201),
    'POST /api/admin/courier-payouts': () =>
      json({ success: true, message: 'Payout from Leopards applied: 4 orders paid, Rs. 200.00 short.', payout: payoutDetail() }, 201),
    'GET /api/admin/courier-payouts/payout-9': () => json({ success: true, payout: payoutDetail() }),
    ...routes,
  });
  const posts = (path: string) => stub.requests.filter((request) => request.method === 'POST' && request.path === path);
  return { ...stub, posts };
}

const formField = (request: FakeRequest, name: string) => (request.body as FormData).get(name);

/** Uploads the report for Leopards and checks it with the columns as prefilled. */
async function uploadAndCheck(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(await screen.findByLabelText('The courier’s report (CSV)'), reportFile());
  await user.click(screen.getByRole('button', { name: 'Read the columns' }));
  const mapping = within(await screen.findByRole('form', { name: 'Which column holds what' }));
  await user.click(mapping.getByRole('button', { name: 'Check payout' }));
  return mapping;
}

beforeAll(async () => {
  await import('./new-courier-payout-page');
  await import('./courier-payout-page');
});

describe('Recording a payout', () => {
  it('reads the report’s columns, prefills the kept mapping, previews every kind of line and applies the offers chosen', async () => {
    const { posts } = stubPayouts();
    const { user, router } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Record a payout' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Courier' })).toHaveValue('Leopards');
    expect(screen.getByRole('radio', { name: /Upload the courier’s report \(CSV\)/ })).toBeChecked();

    await user.upload(screen.getByLabelText('The courier’s report (CSV)'), reportFile());
    await user.click(screen.getByRole('button', { name: 'Read the columns' }));
    const columnsCall = posts('/api/admin/courier-payouts/columns')[0]!;
    expect(formField(columnsCall, 'courier')).toBe('Leopards');
    expect((formField(columnsCall, 'file') as File).name).toBe('leopards-payout.csv');

    const mapping = within(await screen.findByRole('form', { name: 'Which column holds what' }));
    expect(mapping.getByRole('status')).toHaveTextContent('Using the columns you chose last time for Leopards. 6 lines under the header.');
    expect(mapping.getByLabelText('Tracking number')).toHaveValue('CN Number');
    expect(mapping.getByLabelText('Tracking number')).toHaveAccessibleDescription('First lines: LE40512300, LE40520219, LE40528138');
    expect(mapping.getByLabelText('Cash collected')).toHaveValue('COD Amount');
    expect(mapping.getByLabelText('Cash collected')).toHaveAccessibleDescription('First lines: 2,300, 1,250, 980');
    expect(mapping.getByLabelText('Courier charges (optional)')).toHaveValue('Delivery Charges');
    expect(mapping.getByLabelText('Tax withheld (optional)')).toHaveValue('WHT');
    await user.selectOptions(mapping.getByLabelText('Tax withheld (optional)'), 'Not in this report');
    await user.selectOptions(mapping.getByLabelText('Tax withheld (optional)'), 'WHT');
    await user.click(mapping.getByRole('button', { name: 'Check payout' }));

    expect(await screen.findByText('6 lines checked: 4 pay an order, 1 matches no order, 1 was paid before. Rs. 200.00 short.')).toHaveFocus();
    const previewCall = posts('/api/admin/courier-payouts/preview')[0]!;
    expect(formField(previewCall, 'courier')).toBe('Leopards');
    expect(JSON.parse(formField(previewCall, 'mapping') as string)).toEqual({
      trackingNumber: 'CN Number',
      codAmount: 'COD Amount',
      charges: 'Delivery Charges',
      tax: 'WHT',
    });
    expect((formField(previewCall, 'file') as File).name).toBe('leopards-payout.csv');

    const totals = within(screen.getByRole('region', { name: 'Payout from Leopards: 6 lines' }));
    const total = (label: string) => totals.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([total('Cash'), total('Charges'), total('Tax withheld'), total('Net'), total('Shortfall'), total('Paid over')]).toEqual([
      'Rs. 4,530.00',
      'Rs. 690.00',
      'Rs. 138.00',
      'Rs. 3,702.00',
      'Rs. 200.00',
      'Rs. 0.00',
    ]);

    const group = (name: string) => within(screen.getByRole('region', { name }));
    expect(group('Matched (1)').getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', '/admin/orders/order-1042');
    const differs = group('Amount differs (1)');
    expect(differs.getByText('Rs. 200.00 short')).toBeInTheDocument();
    expect(differs.getByText('Cash Rs. 1,250.00', { exact: false })).toHaveTextContent('Cash Rs. 1,250.00 of Rs. 1,450.00');
    const notDelivered = group('Not delivered yet (1)');
    expect(notDelivered.getByRole('link', { name: 'Order #1081' })).toHaveAttribute('href', '/admin/orders/order-1081');
    expect(notDelivered.getByRole('checkbox', { name: 'Mark Delivered' })).toBeChecked();
    const returned = group('Returned by courier (1)');
    expect(returned.getByRole('checkbox', { name: 'Mark Returned' })).toBeChecked();
    expect(returned.getByRole('checkbox', { name: 'Put items back in stock' })).toBeChecked();
    const unknown = group('No such parcel (1)');
    expect(unknown.getByText('LE99999999')).toBeInTheDocument();
    expect(unknown.queryByRole('link')).not.toBeInTheDocument();
    expect(group('Already paid (1)').getByRole('link', { name: 'Paid in an earlier payout' })).toHaveAttribute('href', '/admin/courier-payouts/payout-3');

    await user.click(returned.getByRole('checkbox', { name: 'Put items back in stock' }));
    await user.click(screen.getByRole('button', { name: 'Apply payout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courier-payouts/payout-9'));
    expect(posts('/api/admin/courier-payouts')[0]!.body).toEqual({
      previewId: 'preview-51',
      markDelivered: ['LE40528138'],
      markReturned: [{ trackingNumber: 'LE40536057', restock: false }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout from Leopards' })).toBeInTheDocument();
    expect(screen.getByText('Payout from Leopards applied: 4 orders paid, Rs. 200.00 short.')).toBeInTheDocument();
  });

  it('sends an offer declined as left out', async () => {
    const { posts } = stubPayouts();
    const { user } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    await uploadAndCheck(user);
    const notDelivered = within(await screen.findByRole('region', { name: 'Not delivered yet (1)' }));
    await user.click(notDelivered.getByRole('checkbox', { name: 'Mark Delivered' }));
    const returned = within(screen.getByRole('region', { name: 'Returned by courier (1)' }));
    await user.click(returned.getByRole('checkbox', { name: 'Mark Returned' }));
    expect(returned.getByRole('checkbox', { name: 'Put items back in stock' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Apply payout' }));
    await waitFor(() => expect(posts('/api/admin/courier-payouts')).toHaveLength(1));
    expect(posts('/api/admin/courier-payouts')[0]!.body).toEqual({ previewId: 'preview-51', markDelivered: [], markReturned: [] });
  });

  it('names the line the server refuses, and sends nothing more', async () => {
    const { posts } = stubPayouts({
      'POST /api/admin/courier-payouts/preview': () =>
        json({ success: false, code: 'PAYOUT_LINE_INVALID', message: 'Line 7: the cash collected is not an amount: "12,5O0".', line: 7 }, 400),
    });
    const { user } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    const mapping = await uploadAndCheck(user);
    expect(await mapping.findByRole('alert')).toHaveTextContent('Line 7: the cash collected is not an amount: "12,5O0".');
    expect(posts('/api/admin/courier-payouts')).toEqual([]);
  });

  it('asks for the two columns a payout cannot do without before sending it', async () => {
    const { posts } = stubPayouts({
      'POST /api/admin/courier-payouts/columns': () => json({ success: true, report: { ...report, mapping: { trackingNumber: 'CN Number' }, kept: false } }),
    });
    const { user } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    const mapping = await uploadAndCheck(user);
    expect(mapping.getByRole('status')).toHaveTextContent('Guessed from the columns’ names');
    expect(mapping.getByLabelText('Cash collected')).toHaveAccessibleDescription('Choose the column with the cash collected');
    expect(posts('/api/admin/courier-payouts/preview')).toEqual([]);
    await user.selectOptions(mapping.getByLabelText('Cash collected'), 'COD Amount');
    await user.selectOptions(mapping.getByLabelText('Courier charges (optional)'), 'Not in this report');
    await user.click(mapping.getByRole('button', { name: 'Check payout' }));
    await screen.findByRole('button', { name: 'Apply payout' });
    expect(JSON.parse(formField(posts('/api/admin/courier-payouts/preview')[0]!, 'mapping') as string)).toEqual({
      trackingNumber: 'CN Number',
      codAmount: 'COD Amount',
    });
  });

  it('checks a payout typed in, line by line, as rupees', async () => {
    const { posts } = stubPayouts();
    const { user } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    await user.click(await screen.findByRole('radio', { name: /Type it in/ }));
    const form = within(screen.getByRole('form', { name: 'The payout’s lines' }));
    const line = (number: number) => within(form.getByRole('group', { name: `Line ${number}` }));
    await user.type(line(1).getByLabelText('Tracking number'), 'LE40512300');
    await user.type(line(1).getByLabelText('Cash (Rs.)'), '2,300');
    await user.type(line(1).getByLabelText('Charges (Rs.)'), '180');
    await user.type(line(1).getByLabelText('Tax (Rs.)'), '46');
    await user.click(form.getByRole('button', { name: 'Add a line' }));
    await user.type(line(2).getByLabelText('Tracking number'), 'LE40536057');
    await user.type(line(2).getByLabelText('Cash (Rs.)'), 'twelve');
    await user.click(form.getByRole('button', { name: 'Check payout' }));
    expect(line(2).getByLabelText('Cash (Rs.)')).toHaveAccessibleDescription('Write the amount in rupees, such as 1,250');
    expect(posts('/api/admin/courier-payouts/preview')).toEqual([]);

    await user.clear(line(2).getByLabelText('Cash (Rs.)'));
    await user.type(line(2).getByLabelText('Cash (Rs.)'), '0');
    await user.click(form.getByRole('button', { name: 'Add a line' }));
    await user.click(form.getByRole('button', { name: 'Remove line 3' }));
    await user.click(form.getByRole('button', { name: 'Check payout' }));
    await screen.findByRole('button', { name: 'Apply payout' });
    expect(posts('/api/admin/courier-payouts/preview')[0]!.body).toEqual({
      courier: 'Leopards',
      lines: [
        { trackingNumber: 'LE40512300', codAmount: 2300, charges: 180, tax: 46 },
        { trackingNumber: 'LE40536057', codAmount: 0 },
      ],
    });
  });

  it('says a preview was applied before, and offers the payouts instead of applying it again', async () => {
    const message = 'This payout was applied a moment ago, by you or on another device: nothing was recorded twice.';
    const { posts } = stubPayouts({
      'POST /api/admin/courier-payouts': () => json({ success: false, code: 'PAYOUT_ALREADY_APPLIED', message }, 409),
    });
    const { user, router } = renderApp('/admin/courier-payouts/new?courier=Leopards');
    await uploadAndCheck(user);
    await user.click(await screen.findByRole('button', { name: 'Apply payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Apply payout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the payouts' })).toHaveAttribute('href', '/admin/courier-payouts');
    expect(posts('/api/admin/courier-payouts')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin/courier-payouts/new');
  });

  it('asks for the courier first, from the couriers the shop ships with', async () => {
    stubPayouts();
    const { user, router } = renderApp('/admin/courier-payouts/new');
    const courier = await screen.findByRole('combobox', { name: 'Courier' });
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the courier', 'TCS', 'Leopards']);
    expect(screen.getByText('Choose the courier whose payout this is.')).toBeInTheDocument();
    expect(screen.queryByLabelText('The courier’s report (CSV)')).not.toBeInTheDocument();
    await user.selectOptions(courier, 'TCS');
    expect(router.state.location.search).toBe('?courier=TCS');
    expect(screen.getByLabelText('The courier’s report (CSV)')).toBeInTheDocument();
  });
});
