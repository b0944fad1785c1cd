import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../features/deals/deal-fixtures';
import { makeReview } from '../../features/reviews/review-fixtures';
import { json, networkDown, stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('Deal page with reviews', () => {
  it("shows the deal's reviews in a section below the details", async () => {
    const { requests } = stubApi({
      'POST /api/deal/single': () => json({ success: true, deal: makeDeal({ _id: 'd-1', dealName: 'Soap Sampler Trio' }) }),
      'GET /api/comments': () => json([makeReview({ _id: 'r-1', content: 'Three lovely bars, great gift.', verified: true })]),
    });
    renderApp('/deal/d-1');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Customer Reviews' })).closest('section')!;
    expect(await within(section).findByText('Three lovely bars, great gift.')).toBeInTheDocument();
    expect(within(section).getByText('Verified buyer')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/comments')?.url.search).toBe('?dealId=d-1&limit=10&offset=0');
    // Below the details: after what the deal includes.
    const included = screen.getByRole('heading', { name: 'What’s included' });
    expect(included.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing when the reviews cannot be loaded, and still offers the form', async () => {
    stubApi({
      'POST /api/deal/single': () => json({ success: true, deal: makeDeal({ _id: 'd-1' }) }),
      'GET /api/comments': networkDown,
    });
    renderApp('/deal/d-1');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Customer Reviews' })).closest('section')!;
    expect(await within(section).findByText('Please login to submit a review')).toBeInTheDocument();
    // The list's place (busy while loading) is left out once the load has failed: only then is the
    // absence of an error message worth checking.
    await waitFor(() => expect(section.querySelector('div[aria-busy]')).toBeNull());
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Error loading reviews')).not.toBeInTheDocument();
  });
});
