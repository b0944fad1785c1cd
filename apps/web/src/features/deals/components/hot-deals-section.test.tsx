import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, networkDown, neverAnswers, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { hoursFromNow, makeDeal } from '../deal-fixtures';
import { HotDealsSection } from './hot-deals-section';

function dealsAnswer(count: number) {
  const deals = Array.from({ length: count }, (_, i) => makeDeal({ _id: `d-${i + 1}`, dealName: `Deal number ${i + 1}` }));
  return () => json({ success: true, deals });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HotDealsSection', () => {
  it('shows fewer than 3 deals as a grid of cards with View Deal links', async () => {
    stubApi({ 'GET /api/deal/list': dealsAnswer(2) });
    renderWithProviders(<HotDealsSection />);

    expect(screen.getByRole('heading', { name: 'HOT DEALS' })).toBeInTheDocument();
    expect(screen.getByText('Loading hot deals...')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Hot deals' })).not.toBeInTheDocument();
    const viewLinks = screen.getAllByRole('link', { name: 'View Deal' });
    expect(viewLinks.map((link) => link.getAttribute('href'))).toEqual(['/deal/d-1', '/deal/d-2']);
  });

  it('shows 3 or more deals as a carousel', async () => {
    stubApi({ 'GET /api/deal/list': dealsAnswer(4) });
    renderWithProviders(<HotDealsSection />);

    const carousel = await screen.findByRole('region', { name: 'Hot deals' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveTextContent('Deal number 1');
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows at most 15 deals', async () => {
    stubApi({ 'GET /api/deal/list': dealsAnswer(18) });
    renderWithProviders(<HotDealsSection />);
    expect(await screen.findAllByRole('article')).toHaveLength(15);
  });

  it('leaves out a deal that is no longer live even if the server still lists it', async () => {
    const deals = [
      makeDeal({ _id: 'd-live', dealName: 'Still on' }),
      makeDeal({ _id: 'd-over', dealName: 'Already over', dealEndDate: hoursFromNow(-1) }),
      makeDeal({ _id: 'd-soon', dealName: 'Not yet', dealStartDate: hoursFromNow(2) }),
    ];
    stubApi({ 'GET /api/deal/list': () => json({ success: true, deals }) });
    renderWithProviders(<HotDealsSection />);

    expect(await screen.findByText('Still on')).toBeInTheDocument();
    expect(screen.queryByText('Already over')).not.toBeInTheDocument();
    expect(screen.queryByText('Not yet')).not.toBeInTheDocument();
  });

  it('shows the deal type badge, the price with its saving, and a flash sale countdown', async () => {
    const flash = makeDeal({ dealType: 'flash_sale', dealName: 'Midnight Flash', dealEndDate: hoursFromNow(2) });
    stubApi({ 'GET /api/deal/list': () => json({ success: true, deals: [flash] }) });
    renderWithProviders(<HotDealsSection />);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Flash Sale')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(within(card).getByText('You save Rs. 450.00')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
  });

  it('says so when there are no live deals', async () => {
    stubApi({ 'GET /api/deal/list': dealsAnswer(0) });
    renderWithProviders(<HotDealsSection />);
    expect(await screen.findByText('No active deals available at the moment.')).toBeInTheDocument();
  });

  it.each([
    ['an unreachable server', networkDown, 'Cannot connect to server. Please check if the backend is running.'],
    ['a server error', () => json({ success: false, message: 'Database is down' }, 500), 'Server error: 500 - Database is down'],
    ['a refusal without a message', () => json({ success: false }), 'Failed to load deals'],
    ['a refusal with a message', () => json({ success: false, message: 'No deals found' }), 'No deals found'],
  ])('explains %s in red', async (_, handler, message) => {
    stubApi({ 'GET /api/deal/list': handler });
    renderWithProviders(<HotDealsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('text-red-700');
  });

  it('gives up after 10 seconds without an answer', async () => {
    // Only the test moves this clock, so a busy machine cannot push the wait past the 10 seconds.
    vi.useFakeTimers();
    stubApi({ 'GET /api/deal/list': neverAnswers });
    renderWithProviders(<HotDealsSection />);

    await vi.advanceTimersByTimeAsync(9_900);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    expect(screen.getByRole('alert')).toHaveTextContent('No response from server. Please try again.');
  });
});
