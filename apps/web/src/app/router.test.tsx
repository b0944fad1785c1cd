import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { businessDetailsResponse } from '../test/business-details-fixture';
import { json, networkDown, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';

/** Every SPEC route mounts its own page: one h1 inside main, the layout around it, a titled document. */
const pages = [
  '/',
  '/collection',
  '/about',
  '/contact',
  '/product/p-1',
  '/collection/product/p-1',
  '/deal/d-1',
  '/login',
  '/cart',
  '/blog',
  '/blog/b-1',
  '/orders',
  '/place-order',
] as const;

describe('routes', () => {
  it.each(pages)('%s shows its page inside the layout and titles the document', async (path) => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    renderApp(path);

    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toMatch(/ — Green Valley Naturals$|^Green Valley Naturals/));
  });

  it("uses the default company name in titles when details don't load", async () => {
    stubApi({ 'GET /api/business-details': networkDown });
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(document.title).toBe('Cart — Naturals'));
  });

  it('shows a friendly 404 with a link home for an unknown path', async () => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Green Valley Naturals/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a reload instead of a blank page when a page fails, keeping the layout', async () => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    function Broken(): never {
      throw new Error('boom');
    }
    const { user } = renderApp('/broken', {
      routes: [
        {
          path: '/',
          Component: RootLayout,
          ErrorBoundary: RootErrorBoundary,
          children: [
            { ErrorBoundary: PageErrorBoundary, HydrateFallback: PageLoading, children: [{ path: 'broken', Component: Broken }] },
          ],
        },
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show this page");
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
  });
});
