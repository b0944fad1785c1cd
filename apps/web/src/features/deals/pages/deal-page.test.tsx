import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { json, networkDown, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { hoursFromNow, makeDeal, makeDealProduct } from '../deal-fixtures';

function serveDeal(handler: FakeHandler, list: ReturnType<typeof makeDeal>[] = []) {
  return stubApi({
    'POST /api/deal/single': handler,
    'GET /api/deal/list': () => json({ success: true, deals: list }),
  });
}

describe('DealPage', () => {
  it('shows the deal: name as title, price and saving, included products and how many can be ordered', async () => {
    const deal = makeDeal({
      dealName: 'Winter Dry Skin Rescue',
      // As the server sends it: the deal's own 50 bounded by its products, 3 butters and 4 balms at 2 a deal.
      quantity: 2,
      dealProducts: [
        makeDealProduct({ _id: 'p-butter', name: 'Shea Body Butter', price: rupees(1650), quantity: 3 }),
        makeDealProduct({ _id: 'p-balm', name: 'Beetroot Lip Balm', price: rupees(450), quantity: 4, unitsPerDeal: 2 }),
      ],
      rating: 4.5,
      reviewCount: 2,
    });
    const { requests } = serveDeal(() => json({ success: true, deal }));
    renderApp('/deal/d-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Dry Skin Rescue' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/deal/single')?.body).toEqual({ dealId: 'd-1' });
    await waitFor(() => expect(document.title).toMatch(/^Winter Dry Skin Rescue/));
    expect(screen.getByText('You save Rs. 450.00')).toBeInTheDocument();
    expect(screen.getByText('23% OFF')).toBeInTheDocument();
    // Decision 010: the deal's quantity, not the sum of its products' stock (docs/product.md §4).
    expect(screen.getByText('2 items left')).toBeInTheDocument();
    // In the details, and in the reviews' summary below them (drawn once the browser is first idle).
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveLength(2));
    expect(screen.getByText('4.5 (2 reviews)')).toBeInTheDocument();

    const balm = screen.getByRole('link', { name: /Beetroot Lip Balm/ });
    expect(balm).toHaveAttribute('href', '/product/p-balm');
    expect(within(balm).getByText('× 2')).toBeInTheDocument();
    expect(within(balm).getByText('Rs. 450.00')).toBeInTheDocument();
  });

  it('says how many verified buyers its rating counts when any has reviewed it', async () => {
    serveDeal(() => json({ success: true, deal: makeDeal({ rating: 4.8, reviewCount: 15, verifiedReviewCount: 12 }) }));
    renderApp('/deal/d-1');
    expect(await screen.findByText('4.8 from 12 verified buyers · 15 reviews')).toBeInTheDocument();
    expect(await screen.findByText('From 12 verified buyers · 15 reviews')).toBeInTheDocument();
  });

  it("counts a flash sale down, and shows 'Expired' and refuses adding once it has ended", async () => {
    const ended = makeDeal({ dealType: 'flash_sale', dealStartDate: hoursFromNow(-48), dealEndDate: hoursFromNow(-1) });
    serveDeal(() => json({ success: true, deal: ended }));
    renderApp('/deal/d-1');

    expect(await screen.findByRole('timer')).toHaveTextContent('Expired');
    expect(screen.getByText(/This deal has ended/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  });

  it('says when a deal that has not started yet begins', async () => {
    const upcoming = makeDeal({ dealStartDate: hoursFromNow(5), dealEndDate: hoursFromNow(50) });
    serveDeal(() => json({ success: true, deal: upcoming }));
    renderApp('/deal/d-1');

    expect(await screen.findByText(/This deal starts on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  });

  it('shows as its stock what the cart accepts, however much of its products there is', async () => {
    const plenty = [makeDealProduct({ _id: 'p-oil', quantity: 40 }), makeDealProduct({ _id: 'p-bar', quantity: 30 })];
    serveDeal(() => json({ success: true, deal: makeDeal({ _id: 'd-kit', quantity: 7, dealProducts: plenty }) }));
    const { user } = renderApp('/deal/d-kit');

    expect(await screen.findByText('7 items left')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
    for (let step = 0; step < 8; step += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('7');
  });

  it("says 'Out of Stock' and offers no adding when a product of the deal has run out, however many bundles are set aside", async () => {
    // As the server sends it: 12 bundles set aside, but the oil at 1 unit and 2 a deal makes none.
    const products = [makeDealProduct({ _id: 'p-oil', quantity: 1, unitsPerDeal: 2 }), makeDealProduct({ _id: 'p-bar', quantity: 30 })];
    serveDeal(() => json({ success: true, deal: makeDeal({ _id: 'd-kit', quantity: 0, dealProducts: products }) }));
    renderApp('/deal/d-kit');

    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('adds the chosen quantity to the cart and refuses going past the deal stock', async () => {
    serveDeal(() => json({ success: true, deal: makeDeal({ quantity: 3 }) }));
    const { user } = renderApp('/deal/d-1');

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Deal added to cart!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Only 3 items available for this deal')).toBeInTheDocument();
  });

  it('lists related live deals of the same category, not this one', async () => {
    const current = makeDeal({ _id: 'd-1', category: 'Soaps' });
    const list = [
      current,
      makeDeal({ _id: 'd-2', dealName: 'Charcoal Pair', category: 'Soaps' }),
      makeDeal({ _id: 'd-3', dealName: 'Hair Oil Duo', category: 'Hair Care' }),
    ];
    serveDeal(() => json({ success: true, deal: current }), list);
    renderApp('/deal/d-1');

    const related = (await screen.findByRole('heading', { name: 'Related deals' })).closest('section')!;
    expect(within(related).getByRole('link', { name: 'Charcoal Pair' })).toHaveAttribute('href', '/deal/d-2');
    expect(within(related).queryByText('Hair Oil Duo')).not.toBeInTheDocument();
    expect(within(related).getAllByRole('article')).toHaveLength(1);
  });

  it("says 'Deal not found' for an unknown deal", async () => {
    serveDeal(() => json({ success: false, code: 'DEAL_NOT_FOUND', message: 'Deal not found' }, 404));
    renderApp('/deal/nope');
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'DEAL DETAILS' })).toBeInTheDocument();
  });

  it('shows the error of a failed load', async () => {
    serveDeal(networkDown);
    renderApp('/deal/d-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: No response from server/);
  });
});
