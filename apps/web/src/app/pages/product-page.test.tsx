import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, productSearchAnswer } from '../../test/product-fixtures';
import type { ReviewDto } from '../../features/reviews/api/get-reviews';
import { makeReview } from '../../features/reviews/review-fixtures';
import { localKeys } from '../../lib/storage';
import { businessDetailsResponse } from '../../test/business-details-fixture';
import { json, stubApi } from '../../test/fake-api';
import { makeToken, renderApp } from '../../test/render-app';

describe('Product page with reviews', () => {
  it("shows the reviews in the Reviews tab and counts a new one in the tab's label", async () => {
    localStorage.setItem(localKeys.token, makeToken({ id: 'u-1' }));
    const reviews: ReviewDto[] = [
      makeReview({ _id: 'r-2', content: 'Smells like a rose garden.', rating: 5 }),
      makeReview({ _id: 'r-1', content: 'A little drying for me.', rating: 3 }),
    ];
    const product = () => makeProduct({ _id: 'rose', name: 'Rose & Kaolin Soap', rating: 4, reviewCount: reviews.length });
    const { requests } = stubApi({
      'GET /api/business-details': () => json(businessDetailsResponse()),
      'GET /api/products': (request) => productSearchAnswer([product()])(request),
      'GET /api/comments': () => json(reviews),
      'POST /api/comments': () => {
        const review = makeReview({ _id: 'r-3', content: 'My new favourite bar.', rating: 4 });
        reviews.unshift(review);
        return json({ success: true, message: 'Review submitted successfully!', review }, 201);
      },
    });
    const { user } = renderApp('/product/rose');

    await user.click(await screen.findByRole('tab', { name: 'Reviews (2)' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Reviews (2)' }));
    expect(await panel.findByText('Smells like a rose garden.')).toBeInTheDocument();
    expect(panel.getByText('Based on 2 reviews')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/comments')?.url.search).toBe('?productId=rose&limit=10&offset=0');

    await user.click(await panel.findByRole('radio', { name: '4 stars' }));
    await user.type(panel.getByRole('textbox', { name: 'Your review' }), 'My new favourite bar.');
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    // The server keeps the product's count current; the page loads the product again to show it.
    expect(await screen.findByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article')[0]).toHaveTextContent('My new favourite bar.');
  });
});
