import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { signInAsOwner } from '../../../../test/console';
import { json, networkDown, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { adminDiscountCode, daysFromNow } from '../discount-code-fixtures';

const codes = [
  adminDiscountCode({ _id: 'c-eid', code: 'EID20', maxUses: 100, uses: 12, sales: rupees(36_000), discountGiven: rupees(7_200) }),
  adminDiscountCode({ _id: 'c-soon', code: 'WINTER500', type: 'fixed', value: 500, startsAt: daysFromNow(5) }),
  adminDiscountCode({ _id: 'c-ship', code: 'FREESHIP', type: 'free-delivery', value: null, active: false, uses: 1 }),
  adminDiscountCode({ _id: 'c-gone', code: 'LAUNCH10', value: 10, maxUses: 50, uses: 50 }),
  adminDiscountCode({ _id: 'c-over', code: 'SUMMER15', value: 15, endsAt: daysFromNow(-3) }),
];

function stubCodes(list = codes, routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/discount-codes': ({ url }) => {
      const q = url.searchParams.get('q')?.toUpperCase() ?? '';
      const matching = list.filter((code) => code.code.includes(q));
      return json({ success: true, discountCodes: matching, total: matching.length, limit: 200, offset: 0 });
    },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./discount-codes-page');
});

/** The phone's card list; the desktop table holds the same codes. */
const cards = async () => within(await screen.findByRole('list', { name: 'Discount codes' }));
const card = (list: Awaited<ReturnType<typeof cards>>, code: string) => within(list.getByText(code).closest('a')!);

describe('Discount codes list', () => {
  it('shows each code with what it gives, its state, its uses and what it brought', async () => {
    stubCodes();
    renderApp('/admin/discount-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discount codes' })).toBeInTheDocument();
    const list = await cards();
    const eid = card(list, 'EID20');
    expect(eid.getByText('20% off')).toBeInTheDocument();
    expect(eid.getByText('Active')).toBeInTheDocument();
    expect(eid.getByText('12 of 100 uses')).toBeInTheDocument();
    expect(eid.getByText('Rs. 36,000.00 in sales · Rs. 7,200.00 off')).toBeInTheDocument();
    expect(list.getByText('EID20').closest('a')).toHaveAttribute('href', '/admin/discount-codes/c-eid');

    const winter = card(list, 'WINTER500');
    expect(winter.getByText('Rs. 500.00 off')).toBeInTheDocument();
    expect(winter.getByText('Scheduled').parentElement).toHaveTextContent(/^Scheduled\(starts .+\)$/);
    expect(winter.getByText('0 uses')).toBeInTheDocument();
    const freeShip = card(list, 'FREESHIP');
    expect(freeShip.getByText('Free delivery')).toBeInTheDocument();
    expect(freeShip.getByText('Paused')).toBeInTheDocument();
    expect(freeShip.getByText('1 use')).toBeInTheDocument();
    expect(card(list, 'LAUNCH10').getByText('Used up')).toBeInTheDocument();
    expect(card(list, 'SUMMER15').getByText('Ended')).toBeInTheDocument();

    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'New code' })).toHaveAttribute('href', '/admin/discount-codes/new');
  });

  it('searches by code through the API and says when nothing matches', async () => {
    const { requests } = stubCodes();
    const { user, router } = renderApp('/admin/discount-codes');
    await (await cards()).findByText('EID20');
    await user.type(screen.getByRole('searchbox', { name: 'Search discount codes' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No codes match "nothing"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nothing');
    expect(requests.some((request) => request.path === '/api/admin/discount-codes' && request.url.searchParams.get('q') === 'nothing')).toBe(true);
  });

  it('invites her to create the first code when there is none', async () => {
    stubCodes([]);
    renderApp('/admin/discount-codes');
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a code' })).toHaveAttribute('href', '/admin/discount-codes/new');
  });

  it('says why the list could not be loaded and loads it on Try again', async () => {
    let down = true;
    stubApi({
      ...signInAsOwner(),
      'GET /api/admin/discount-codes': (request) =>
        down ? networkDown(request) : json({ success: true, discountCodes: codes.slice(0, 1), total: 1, limit: 200, offset: 0 }),
    });
    const { user } = renderApp('/admin/discount-codes');
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await (await cards()).findByText('EID20')).toBeInTheDocument();
  });

  it('is in the console navigation beside Deals', async () => {
    stubCodes();
    renderApp('/admin/discount-codes');
    const nav = await screen.findAllByRole('navigation', { name: 'Console' });
    const side = within(nav[0]!);
    const links = side.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Discount codes')).toBe(links.indexOf('Deals') + 1);
    expect(side.getByRole('link', { name: 'Discount codes' })).toHaveAttribute('aria-current', 'page');
  });
});
