import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rupees } from '@shop/core/shared/money';
import { businessDetailsResponse } from '../../test/business-details-fixture';
import { json, stubApi, type FakeHandler, type FakeRequest } from '../../test/fake-api';
import { makeProduct, productSearchAnswer } from '../../test/product-fixtures';
import { renderApp } from '../../test/render-app';
import { suggestDelayMs } from './search-bar';

const products = [
  makeProduct({ _id: 'p1', name: 'Rose Clay Soap', category: 'Soaps', subcategory: 'Clay Soaps', price: rupees(650), date: 4 }),
  makeProduct({ _id: 'p2', name: 'Rose Face Serum', category: 'Face Care', subcategory: 'Serums', price: rupees(2200), discountprice: rupees(1800), date: 3 }),
  makeProduct({ _id: 'p3', name: 'Rosemary Hair Oil', category: 'Oils', subcategory: 'Hair Oils', price: rupees(900), date: 2 }),
  makeProduct({ _id: 'p4', name: 'Neem Soap', category: 'Soaps', subcategory: 'Herbal Soaps', price: rupees(550), date: 1 }),
];

function stubShop(search: FakeHandler = productSearchAnswer(products)) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/products': search,
  });
}

/** The header's calls: five products for the typed text (the listing asks for its own page of 24). */
function suggestionRequests(requests: readonly FakeRequest[]) {
  return requests.filter((request) => request.path === '/api/products' && request.url.searchParams.get('limit') === '5');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Types a run of letters with no timer turn between keystrokes, as a quick typist's burst, so however
 * slow the machine, no pause inside the run reaches the header's settle delay.
 */
const typeBurst = (field: HTMLElement, letters: string) => userEvent.setup({ delay: null }).type(field, letters);

async function openSearch(path = '/collection') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
  await view.user.click(screen.getByRole('button', { name: 'Search products' }));
  const field = await screen.findByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(field).toHaveFocus());
  return { ...view, field };
}

function optionNames() {
  return within(screen.getByRole('listbox', { name: 'Suggestions' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Predictive search', () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    ({ requests } = stubShop());
  });

  it('suggests products with picture and price, and the categories with matches, from the second character once typing pauses', async () => {
    const { user, field } = await openSearch();
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'r');
    await pause(suggestDelayMs * 2);
    expect(suggestionRequests(requests)).toHaveLength(0);

    await typeBurst(field, 'ose');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    // One request for the text the shopper paused on, not one per letter.
    expect(suggestionRequests(requests).map((request) => request.url.searchParams.get('q'))).toEqual(['rose']);

    expect(optionNames()).toEqual([
      'Rose Clay SoapRs. 650.00',
      'Rose Face SerumRs. 1,800.00Was Rs. 2,200.00',
      'Rosemary Hair OilRs. 900.00',
      'Soaps (1)',
      'Face Care (1)',
      'Oils (1)',
    ]);
    const listbox = within(screen.getByRole('listbox', { name: 'Suggestions' }));
    expect(listbox.getByRole('group', { name: 'PRODUCTS' })).toBeInTheDocument();
    expect(listbox.getByRole('group', { name: 'CATEGORIES' })).toBeInTheDocument();
    const picture = listbox.getByRole('option', { name: /Rose Clay Soap/ }).querySelector('img');
    expect(picture).toHaveAttribute('src', '/uploads/seed/products/p1-1.webp');
    expect(screen.getByText('6 suggestions')).toBeInTheDocument();
  });

  it('is driven from the keyboard as a combobox: arrows highlight, Enter opens the highlighted product', async () => {
    const { user, field, router } = await openSearch();
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    await user.type(field, 'rose');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).not.toHaveAttribute('aria-activedescendant');

    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    const highlighted = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(highlighted()).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // Above the first, the highlight goes back to the text; above that, to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(options.at(-1));
    // The focus never leaves the field.
    expect(field).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p2'));
  });

  it('opens the collection for the text on Enter with nothing highlighted', async () => {
    const { user, field, router } = await openSearch();
    await user.type(field, 'rose');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=rose');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText(/Showing 3 of 3 products/)).toBeInTheDocument();
  });

  it('opens a category suggestion as the collection filtered by it, the search kept', async () => {
    const { user, field, router } = await openSearch();
    await user.type(field, 'rose');
    await user.click(await screen.findByRole('option', { name: 'Soaps (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Soaps&search=rose'));
    expect(await screen.findByText(/Showing 1 of 1 products/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('rose');
  });

  it('closes the suggestions with Escape, keeping the text, and the bar with a second Escape', async () => {
    const { user, field } = await openSearch();
    await user.type(field, 'rose');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('rose');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search products' })).toHaveFocus();
  });

  it('closes the suggestions below two characters and when the field loses focus', async () => {
    const { user, field } = await openSearch();
    await user.type(field, 'ro');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Backspace}');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'o');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await user.tab();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('discards the answer for older text: its request is aborted and only the answer for the current text shows', async () => {
    const held: FakeRequest[] = [];
    const { fetchMock } = stubShop((request) => {
      if (request.url.searchParams.get('q') === 'ro') {
        held.push(request);
        return new Promise<Response>(() => {});
      }
      return productSearchAnswer(products)(request);
    });
    const { field } = await openSearch();

    await typeBurst(field, 'ro');
    await waitFor(() => expect(held).toHaveLength(1));
    await typeBurst(field, 'sem');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));

    const asked = fetchMock.mock.calls.filter(([input]) => String(input).includes('limit=5'));
    expect(asked.map(([input]) => new URL(String(input), 'http://shop.test').searchParams.get('q'))).toEqual(['ro', 'rosem']);
    expect(asked[0]![1]?.signal?.aborted).toBe(true);
    expect(optionNames()).toEqual(['Rosemary Hair OilRs. 900.00', 'Oils (1)']);
  });
});
