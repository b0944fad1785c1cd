import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AbandonedCart } from '../api/list-abandoned-carts';

const whatsappUrl = `https://wa.me/923001234567?text=${encodeURIComponent('Hello Ayesha, this is Naturals. You left a few things in your cart.')}`;

const carts: AbandonedCart[] = [
  {
    userId: 'u-ayesha',
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '03001234567',
    items: 3,
    value: rupees(2_450),
    updatedAt: '2026-11-28T09:00:00.000Z',
    ageHours: 5,
    remindedAt: null,
    whatsappUrl,
  },
  {
    userId: 'u-bilal',
    name: 'Bilal <b>Ahmed</b>',
    email: 'bilal@example.pk',
    phone: null,
    items: 1,
    value: rupees(650),
    updatedAt: '2026-11-25T09:00:00.000Z',
    ageHours: 80,
    remindedAt: '2026-11-25T15:00:00.000Z',
    whatsappUrl: null,
  },
];

function stubCarts(list = carts, routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/abandoned-carts': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return json({ success: true, carts: list.slice(offset, offset + limit), total: list.length, limit, offset });
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./abandoned-carts-page');
});

/** The phone's card list; the desktop table holds the same carts. */
const cards = async () => within(await screen.findByRole('list', { name: 'Open carts' }));

describe('Abandoned carts list', () => {
  it('shows each open cart with its value, age and reminder, and a WhatsApp button only where the phone is known', async () => {
    const { requests } = stubCarts();
    renderApp('/admin/abandoned-carts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abandoned carts' })).toBeInTheDocument();
    const list = await cards();
    const [ayesha, bilal] = list.getAllByRole('listitem').map((item) => within(item));
    expect(ayesha!.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(ayesha!.getByText('Rs. 2,450.00')).toBeInTheDocument();
    expect(ayesha!.getByText(/3 items · left 5 hours ago · Not reminded/)).toBeInTheDocument();
    const whatsapp = ayesha!.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', whatsappUrl);
    expect(whatsapp).toHaveAttribute('target', '_blank');

    // A name is text, never markup.
    expect(bilal!.getByText('Bilal <b>Ahmed</b>')).toBeInTheDocument();
    expect(bilal!.getByText(/1 item · left 3 days ago · Reminded/)).toBeInTheDocument();
    expect(bilal!.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(bilal!.getByText('No phone')).toBeInTheDocument();

    const asked = requests.find((request) => request.path === '/api/admin/abandoned-carts')!;
    expect(asked.url.searchParams.get('limit')).toBe('50');
    expect(asked.url.searchParams.get('offset')).toBe('0');
  });

  it('says so when no cart was left behind', async () => {
    stubCarts([]);
    renderApp('/admin/abandoned-carts');
    expect(await screen.findByText('No carts left behind')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open carts' })).toBeNull();
  });

  it('says why the list could not be loaded and loads it again on Try again', async () => {
    let down = true;
    stubCarts(carts, {
      'GET /api/admin/abandoned-carts': (request) => (down ? networkDown(request) : json({ success: true, carts, total: 2, limit: 50, offset: 0 })),
    });
    const { user } = renderApp('/admin/abandoned-carts');
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await cards()).getByText('Ayesha Khan')).toBeInTheDocument();
  });

  it('pages a long list in the address', async () => {
    const many = Array.from({ length: 60 }, (_, index): AbandonedCart => ({ ...carts[1]!, userId: `u-${index}`, name: `Customer ${index + 1}` }));
    stubCarts(many);
    const { user } = renderApp('/admin/abandoned-carts');
    expect((await cards()).getByText('Customer 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect((await cards()).getByText('Customer 51')).toBeInTheDocument();
  });

  it('is in the console navigation after Discount codes', async () => {
    stubCarts();
    renderApp('/admin/abandoned-carts');
    const nav = await screen.findAllByRole('navigation', { name: 'Console' });
    const side = within(nav[0]!);
    const links = side.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Abandoned carts')).toBe(links.indexOf('Discount codes') + 1);
    expect(side.getByRole('link', { name: 'Abandoned carts' })).toHaveAttribute('aria-current', 'page');
  });
});
