import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fallbackLogoUrl } from '../../components/ui/brand-logo';
import { localKeys } from '../../lib/storage';
import { businessDetailsResponse } from '../../test/business-details-fixture';
import { json, networkDown, stubApi } from '../../test/fake-api';
import { makeToken, renderApp } from '../../test/render-app';
import { makeProduct, productSearchAnswer } from '../../test/product-fixtures';

function header() {
  return within(screen.getByRole('banner'));
}

/** Another tab changing local storage: the browser fires `storage` here after the write. */
function writeFromAnotherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  });
}

describe('Header logo', () => {
  it('uses the business logo once details load, and the bundled logo if that image breaks', async () => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    renderApp('/');

    const logo = await header().findByRole('img', { name: 'Green Valley Naturals' });
    expect(logo).toHaveAttribute('src', '/uploads/brand/logo.png');
    expect(header().getByRole('link', { name: 'Green Valley Naturals home' })).toHaveAttribute('href', '/');

    fireEvent.error(logo);
    expect(header().getByRole('img', { name: 'Green Valley Naturals' })).toHaveAttribute('src', fallbackLogoUrl);
  });

  it('falls back to the bundled logo when the details call fails', async () => {
    stubApi({ 'GET /api/business-details': networkDown });
    renderApp('/');

    expect(await header().findByRole('img', { name: 'Handmade skincare' })).toHaveAttribute('src', fallbackLogoUrl);
  });

  it('sets the favicon from business details', async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = '/favicon.svg';
    document.head.append(icon);
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    const { unmount } = renderApp('/');

    await waitFor(() => expect(icon).toHaveAttribute('href', '/uploads/brand/favicon.png'));
    expect(icon).not.toHaveAttribute('type');
    unmount();
    icon.remove();
  });
});

describe('Header navigation', () => {
  beforeEach(() => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
  });

  it('links the five main pages and marks the current one', async () => {
    const { user } = renderApp('/about');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));

    for (const [label, href] of [
      ['HOME', '/'],
      ['COLLECTION', '/collection'],
      ['ABOUT', '/about'],
      ['BLOG', '/blog'],
      ['CONTACT', '/contact'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(nav.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');

    await user.click(nav.getByRole('link', { name: 'BLOG' }));
    expect(await screen.findByRole('heading', { name: 'SKINCARE JOURNAL' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'BLOG' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the mobile side menu with Close and the five links; Escape and navigation close it', async () => {
    const { user, router } = renderApp('/');
    await user.click(await header().findByRole('button', { name: 'Open menu' }));

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['HOME', 'COLLECTION', 'ABOUT', 'BLOG', 'CONTACT']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(header().getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'CONTACT' }));
    await screen.findByRole('heading', { name: 'CONTACT US' });
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('Search bar', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/business-details': () => json(businessDetailsResponse()),
      'GET /api/products': productSearchAnswer([makeProduct({ _id: 'p1', name: 'Rose Soap' })]),
    });
  });

  it('shows on /collection after the toggle, takes focus, searches on Enter and hides on route change', async () => {
    const { user, router } = renderApp('/collection');
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();

    const toggle = header().getByRole('button', { name: 'Search products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('title', 'Search');
    expect(input).toHaveAttribute('placeholder', 'Search soaps, creams, oils...');
    await waitFor(() => expect(input).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(input);

    // Typing suggests; the listing changes only when the shopper asks, in one history entry.
    await user.type(input, 'rose soap');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('rose soap');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(header().getByRole('link', { name: 'ABOUT' }));
    await screen.findByRole('heading', { name: 'ABOUT US' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(header().getByRole('link', { name: 'COLLECTION' }));
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('closes with its close icon, leaving the search to its chip on the listing', async () => {
    const { user, router } = renderApp('/collection?search=oil');
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=oil');
    expect(screen.getByRole('button', { name: 'Clear search: oil' })).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Search products' })).toHaveFocus();
  });

  it('toggles closed again from the icon', async () => {
    const { user } = renderApp('/collection/product/abc123');
    await screen.findByRole('heading', { level: 1 });
    const toggle = header().getByRole('button', { name: 'Search products' });
    await user.click(toggle);
    expect(await screen.findByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('is never shown outside collection pages; the icon there leads to the collection with the bar open', async () => {
    const { user, router } = renderApp('/about');
    await screen.findByRole('heading', { name: 'ABOUT US' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(header().getByRole('button', { name: 'Search products' }));
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(router.state.location.pathname).toBe('/collection');
    // The bar takes focus in an effect, which a navigation's render may run a moment after the page shows.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus());
  });

  it('takes a search typed on a product page to the collection', async () => {
    const { user, router } = renderApp('/collection/product/abc123');
    await screen.findByRole('heading', { level: 1 });
    await user.click(header().getByRole('button', { name: 'Search products' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'rose{Enter}');
    await screen.findByRole('heading', { name: 'ALL COLLECTIONS' });
    expect(router.state.location.pathname).toBe('/collection');
    expect(router.state.location.search).toBe('?search=rose');
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('rose');
  });
});

describe('Profile icon', () => {
  beforeEach(() => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
  });

  it('links to /login when logged out', async () => {
    renderApp('/');
    expect(await header().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(header().queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows My Account, Orders and Logout on hover and on keyboard focus when a token exists; Escape closes', async () => {
    localStorage.setItem(localKeys.token, makeToken({ id: 'user-1' }));
    const { user } = renderApp('/');
    const account = await header().findByRole('button', { name: 'Account' });
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();

    await user.hover(account);
    expect(header().getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(header().getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.unhover(account);
    await waitFor(() => expect(header().queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument());

    account.focus();
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'true'));
    await user.tab();
    expect(header().getByRole('link', { name: 'My Account' })).toHaveFocus();
    await user.tab();
    expect(header().getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(header().queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: token and cart cleared, toast shown, sent to /login', async () => {
    localStorage.setItem(localKeys.token, makeToken({ id: 'user-1' }));
    localStorage.setItem(localKeys.cart, JSON.stringify({ products: { p1: 2 }, deals: { d1: 1 } }));
    const { user, router } = renderApp('/orders');
    await screen.findByRole('heading', { name: 'MY ORDERS' });
    expect(header().getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await user.hover(header().getByRole('button', { name: 'Account' }));
    await user.click(header().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(localKeys.token)).toBeNull();
    expect(localStorage.getItem(localKeys.cart)).toBeNull();
    expect(header().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('follows a login or logout in another tab', async () => {
    renderApp('/');
    await header().findByRole('link', { name: 'Login' });

    writeFromAnotherTab(localKeys.token, makeToken({ id: 'user-2' }));
    expect(header().getByRole('button', { name: 'Account' })).toBeInTheDocument();

    writeFromAnotherTab(localKeys.token, null);
    expect(header().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Cart badge', () => {
  beforeEach(() => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
  });

  it('counts every unit in the visitor cart, hides at 0 and follows storage changes', async () => {
    renderApp('/');
    const cart = await header().findByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).queryByTestId('cart-count')).not.toBeInTheDocument();

    writeFromAnotherTab(localKeys.cart, JSON.stringify({ products: { p1: 2, p2: 1 }, deals: { d1: 3 } }));
    expect(header().getByRole('link', { name: 'Cart, 6 items' })).toBeInTheDocument();
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('6');

    writeFromAnotherTab(localKeys.cart, 'not json');
    expect(header().getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(within(cart).queryByTestId('cart-count')).not.toBeInTheDocument();
  });
});
