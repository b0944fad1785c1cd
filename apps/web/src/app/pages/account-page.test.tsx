import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRedirectAfterLogin, getToken, setToken } from '../../lib/storage';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../test/fake-api';
import { makeToken, renderApp } from '../../test/render-app';

const token = makeToken({ id: 'user-sana', exp: 4_102_444_800 });
const freshToken = makeToken({ id: 'user-sana', exp: 4_102_444_900, ver: 1 });
const account = { _id: 'user-sana', name: 'Sana Khalid', email: 'sana@example.pk', role: 'customer', phone: null as string | null };

interface SavedAddressFixture {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

function savedAddress(overrides: Partial<SavedAddressFixture> & Pick<SavedAddressFixture, '_id' | 'street'>): SavedAddressFixture {
  return {
    firstName: 'Sana',
    lastName: 'Khalid',
    email: 'sana@example.pk',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54000',
    phone: '03001234567',
    isDefault: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A small in-memory account server: the same default rules as the API's. */
function stubAccount(options: { addresses?: SavedAddressFixture[]; routes?: Record<string, FakeHandler> } = {}) {
  setToken(token);
  let addresses = [...(options.addresses ?? [])];
  let next = 0;
  const listed = () => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const idOf = (request: FakeRequest) => request.path.split('/')[4]!;
  const api = stubApi({
    'GET /api/user/me': () => json({ success: true, user: account }),
    'GET /api/user/addresses': () => json({ success: true, addresses: listed() }),
    'POST /api/order/userorders': () => json({ success: true, orders: [] }),
    'POST /api/user/addresses': (request) => {
      const { isDefault, ...fields } = request.body as SavedAddressFixture;
      const isFirst = addresses.length === 0;
      if (isDefault || isFirst) addresses = addresses.map((entry) => ({ ...entry, isDefault: false }));
      next += 1;
      const created = savedAddress({ ...fields, _id: `a-${next}`, isDefault: Boolean(isDefault) || isFirst });
      addresses.push(created);
      return json({ success: true, message: 'Address saved', address: created, addresses: listed() }, 201);
    },
    ...options.routes,
  });
  // Path parameters: the fake routes by exact path, so these are matched by hand.
  const byPath = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = /^\/api\/user\/addresses\/([^/]+)(\/default)?$/.exec(url.pathname);
    if (!match || options.routes?.[`${method} ${url.pathname}`]) return byPath(input, init);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    api.requests.push(request);
    const id = idOf(request);
    if (!addresses.some((entry) => entry._id === id)) return json({ success: false, code: 'ADDRESS_NOT_FOUND', message: 'Address not found' }, 404);
    if (method === 'DELETE') {
      const gone = addresses.find((entry) => entry._id === id)!;
      addresses = addresses.filter((entry) => entry._id !== id);
      if (gone.isDefault && addresses.length > 0) addresses[addresses.length - 1]!.isDefault = true;
      return json({ success: true, message: 'Address deleted', addresses: listed() });
    }
    if (match[2]) {
      addresses = addresses.map((entry) => ({ ...entry, isDefault: entry._id === id }));
      return json({ success: true, message: 'Default address updated', addresses: listed() });
    }
    const { isDefault, ...fields } = request.body as SavedAddressFixture;
    addresses = addresses.map((entry) =>
      entry._id === id ? { ...entry, ...fields, isDefault: entry.isDefault || Boolean(isDefault) } : isDefault ? { ...entry, isDefault: false } : entry,
    );
    return json({ success: true, message: 'Address updated', addresses: listed() });
  });
  return api;
}

async function openAccount(options?: Parameters<typeof stubAccount>[0]) {
  const api = stubAccount(options);
  const view = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'MY ACCOUNT' });
  return { ...api, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeAll(async () => {
  await import('./account-page');
  await import('../../features/accounts/pages/login-page');
});

describe('Account page', () => {
  it('sends a visitor to /login, to come back here after', async () => {
    stubApi({});
    const { router } = renderApp('/account');
    expect(await screen.findByText('Please login to view your account')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getRedirectAfterLogin()).toBe('/account');
  });

  it('shows the profile, the email read-only, and saves name and phone', async () => {
    const { user, requests } = await openAccount({
      routes: {
        'PUT /api/user/profile': (request) =>
          json({ success: true, message: 'Profile updated', user: { ...account, ...(request.body as object), phone: '03217654321' } }),
      },
    });
    const profile = section('Profile');
    const name = await profile.findByLabelText('Name');
    expect(name).toHaveValue('Sana Khalid');
    expect(profile.getByLabelText('Email')).toHaveValue('sana@example.pk');
    expect(profile.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.type(profile.getByLabelText('Phone'), '12345');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Please enter a valid phone number, e.g. 03001234567 or +92 300 1234567')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/user/profile')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Sana Khan');
    await user.clear(profile.getByLabelText('Phone'));
    await user.type(profile.getByLabelText('Phone'), '+92 321 7654321');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('Profile updated')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/user/profile')!.body).toEqual({ name: 'Sana Khan', phone: '03217654321' });
    expect(profile.getByLabelText('Phone')).toHaveValue('03217654321');
  });

  it('changes the password: checks the confirmation, shows a wrong current password, then keeps the session with the fresh token', async () => {
    let attempts = 0;
    const { user, requests } = await openAccount({
      routes: {
        'POST /api/user/change-password': () => {
          attempts += 1;
          return attempts === 1
            ? json({ success: false, code: 'WRONG_CURRENT_PASSWORD', message: 'Your current password is not correct' }, 400)
            : json({ success: true, message: 'Password changed. You have been signed out everywhere else.', token: freshToken });
        },
      },
    });
    const form = section('Change password');
    await user.type(form.getByLabelText('Current password'), 'old passphrase');
    await user.type(form.getByLabelText('New password'), 'new passphrase');
    await user.type(form.getByLabelText('Confirm new password'), 'new passphrase!');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText("Passwords don't match")).toBeInTheDocument();
    expect(attempts).toBe(0);

    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'new passphrase');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your current password is not correct');
    // A wrong password is no end of the session.
    expect(getToken()).toBe(token);

    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Password changed. You have been signed out everywhere else.')).toBeInTheDocument();
    expect(getToken()).toBe(freshToken);
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(requests.filter((request) => request.path === '/api/user/change-password').at(-1)!.body).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'new passphrase',
    });
    // Still on the account page, still signed in.
    expect(screen.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeInTheDocument();
  });

  it('adds a first address from the keyboard, which becomes the default', async () => {
    const { user, requests } = await openAccount();
    const addresses = section('Saved addresses');
    expect(await addresses.findByText('No saved addresses yet')).toBeInTheDocument();
    await user.click(addresses.getByRole('button', { name: 'Add address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an address' }));
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText('Please enter your street address')).toBeInTheDocument();

    const values: Record<string, string> = {
      'First name': 'Sana',
      'Last name': 'Khalid',
      'Email address': 'sana@example.pk',
      'Street address': '7 Mall Road',
      City: 'Lahore',
      'Province / State': 'Punjab',
      'Postal code': '54000',
      Phone: '0300 1234567',
    };
    for (const [label, value] of Object.entries(values)) await user.type(dialog.getByLabelText(label), value);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    const card = within(addresses.getByText('7 Mall Road').closest('li')!);
    expect(card.getByText('Default')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/user/addresses')!.body).toMatchObject({
      street: '7 Mall Road',
      phone: '03001234567',
    });
  });

  it('edits an address, makes another the default and deletes one after asking', async () => {
    const { user } = await openAccount({
      addresses: [
        savedAddress({ _id: 'a-home', street: '12 Canal View', isDefault: true }),
        savedAddress({ _id: 'a-office', street: '9 Clifton Block 5', city: 'Karachi' }),
      ],
    });
    const addresses = section('Saved addresses');
    await addresses.findByText('12 Canal View');
    const cardOf = (street: string) => within(addresses.getByText(street).closest('li')!);
    expect(cardOf('12 Canal View').getByText('Default')).toBeInTheDocument();

    await user.click(addresses.getByRole('button', { name: 'Make 9 Clifton Block 5 the default address' }));
    expect(await screen.findByText('Default address updated')).toBeInTheDocument();
    await waitFor(() => expect(cardOf('9 Clifton Block 5').getByText('Default')).toBeInTheDocument());
    expect(cardOf('12 Canal View').queryByText('Default')).not.toBeInTheDocument();

    await user.click(addresses.getByRole('button', { name: 'Edit address 12 Canal View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit address' }));
    expect(dialog.getByLabelText('City')).toHaveValue('Lahore');
    await user.clear(dialog.getByLabelText('Street address'));
    await user.type(dialog.getByLabelText('Street address'), '14 Canal View');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await addresses.findByText('14 Canal View')).toBeInTheDocument();

    await user.click(addresses.getByRole('button', { name: 'Delete address 9 Clifton Block 5' }));
    const question = within(await screen.findByRole('dialog', { name: 'Delete address' }));
    expect(question.getByText(/Your newest other address becomes the default/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(addresses.queryByText('9 Clifton Block 5')).not.toBeInTheDocument());
    expect(cardOf('14 Canal View').getByText('Default')).toBeInTheDocument();
  });

  it('stops offering "Add address" at 10', async () => {
    const ten = Array.from({ length: 10 }, (_, n) => savedAddress({ _id: `a-${n}`, street: `${n + 1} Garden Town`, isDefault: n === 0 }));
    await openAccount({ addresses: ten });
    const addresses = section('Saved addresses');
    expect(await addresses.findByText('You have saved 10 addresses, the most an account keeps. Delete one to add another.')).toBeInTheDocument();
    expect(addresses.getByRole('button', { name: 'Add address' })).toBeDisabled();
  });

  it('lists every order under the history filters', async () => {
    await openAccount();
    expect(await screen.findByRole('heading', { name: 'Order history' })).toBeInTheDocument();
    expect(await screen.findByText('You have not placed any orders yet')).toBeInTheDocument();
  });
});
