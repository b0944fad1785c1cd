import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { CustomerDetail } from '../api/get-customer';
import { customerDetail } from '../customer-fixtures';

function stubCustomer(routes: Record<string, FakeHandler> = {}, customer: () => CustomerDetail = () => customerDetail()) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/customers/p-03001234567': () => json({ success: true, customer: customer() }),
    ...routes,
  });
}

beforeAll(async () => {
  await import('./customer-page');
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const notePuts = (requests: readonly FakeRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/admin/customers/p-03001234567/note');

describe("A customer's page", () => {
  it('shows the counts, the trust level with its reasons, the orders, accounts, addresses, reviews and newsletter', async () => {
    stubCustomer();
    renderApp('/admin/customers/p-03001234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(screen.getByText('Cash collected').nextSibling).toHaveTextContent('Rs. 4,500.00');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringContaining('https://wa.me/923001234567'));
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:03001234567');

    const trust = await section('Trust');
    expect(trust.getByText('Risky customer')).toBeInTheDocument();
    expect(trust.getByText('1 of 2 parcels to 03001234567 refused at the door')).toBeInTheDocument();

    const orders = await section('Orders');
    expect(orders.getByText('#o-3abcd').closest('a')).toHaveAttribute('href', '/admin/orders/o-3');
    expect(orders.getByText('The newest 2 of 3 orders.')).toBeInTheDocument();
    expect((await section('Accounts')).getByText('Made for an order taken by hand: no sign-in yet', { exact: false })).toBeInTheDocument();
    expect((await section('Saved addresses')).getByText('12 Canal View Road')).toBeInTheDocument();
    expect((await section('Reviews')).getByText('Lovely smell')).toBeInTheDocument();
    expect((await section('Newsletter')).getByText('Subscribed')).toBeInTheDocument();
  });

  it('saves the note with the version it was opened on', async () => {
    let stored = customerDetail({ note: { text: 'Calls after 6', version: 3, updatedAt: '2026-11-20T07:30:00.000Z', updatedBy: 'Ayesha' } });
    const { requests } = stubCustomer(
      {
        'PUT /api/admin/customers/p-03001234567/note': ({ body }) => {
          const note = { text: (body as { note: string }).note, version: 4, updatedAt: '2026-11-21T07:30:00.000Z', updatedBy: 'Ayesha' };
          stored = { ...stored, note };
          return json({ success: true, message: 'Note saved', note });
        },
      },
      () => stored,
    );
    const { user } = renderApp('/admin/customers/p-03001234567');
    const note = await screen.findByRole('textbox', { name: 'Your note' });
    expect(note).toHaveValue('Calls after 6');
    await user.clear(note);
    await user.type(note, 'Calls after 7');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(notePuts(requests)[0]!.body).toEqual({ note: 'Calls after 7', version: 3 });
  });

  it('says who saved the note meanwhile, keeps what was typed, and loads their version on request', async () => {
    let stored = customerDetail({ note: { text: 'Calls after 6', version: 3, updatedAt: '2026-11-20T07:30:00.000Z', updatedBy: 'Ayesha' } });
    stubCustomer(
      {
        'PUT /api/admin/customers/p-03001234567/note': () =>
          json(
            {
              success: false,
              code: 'EDIT_CONFLICT',
              message: 'Someone else saved a note on this customer since you opened it.',
              details: { version: 4, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: 'Bilal' },
            },
            409,
          ),
      },
      () => stored,
    );
    const { user } = renderApp('/admin/customers/p-03001234567');
    const note = await screen.findByRole('textbox', { name: 'Your note' });
    await user.clear(note);
    await user.type(note, 'Mine');
    stored = { ...stored, note: { text: 'Theirs', version: 4, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: 'Bilal' } };
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const notice = (await screen.findByText(/saved a note on this customer at/)).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Bilal saved a note on this customer at 28-Nov-2026, 2:02 pm, after you opened it');
    expect(note).toHaveValue('Mine');
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your note' })).toHaveValue('Theirs'));
    expect(screen.queryByText(/saved a note on this customer at/)).not.toBeInTheDocument();
  });

  it('says so when there is no such customer', async () => {
    stubCustomer({ 'GET /api/admin/customers/p-09': () => json({ success: false, code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' }, 404) });
    renderApp('/admin/customers/p-09');
    expect(await screen.findByText('No such customer')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/admin/customers');
  });
});
