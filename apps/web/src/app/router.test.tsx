import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consolePage, pageKeys, pageRoutes, pages, pathsOf } from '@shop/core/shared/routes';
import { businessDetailsResponse } from '../test/business-details-fixture';
import { json, networkDown, stubApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import { pageLoaders, routes } from './router';

/** Every path of every page the shop lists, a made-up id for each parameter. */
const paths = pageKeys.flatMap((key) => pathsOf(key).map((path) => path.replace(/:[A-Za-z]+/g, 'x-1')));

/** The page modules as Vite sees them, keyed like the build manifest the server reads (with a leading /). */
const sourceModules = import.meta.glob<Record<string, unknown>>([
  '/src/app/pages/*.tsx',
  '/src/features/*/pages/*.tsx',
  '/src/admin/console-app.tsx',
  '!**/*.test.tsx',
]);

describe('routes', () => {
  it('has a route for every path of every page and, after them, the not-found page for any other', () => {
    const pageRoutesOfLayout = routes[0]!.children![0]!.children!;
    expect(pageRoutesOfLayout.map((route) => (route.index ? '/' : `/${route.path}`))).toEqual([...pageRoutes(), '/*']);
  });

  it("mounts the owner's console under /admin from its own module, apart from the storefront's layout", async () => {
    const consoleRoute = routes[1]!;
    expect(consoleRoute.path).toBe('admin/*');
    const loaded = (await (consoleRoute.lazy as () => Promise<{ Component: unknown }>)()).Component;
    expect(Object.values(await sourceModules[`/${consolePage.module}`]!())).toContain(loaded);
  });

  it.each(pageKeys)('loads the %s page from the module listed for it, whose scripts the server preloads', async (key) => {
    const { Component } = await pageLoaders[key]();
    const load = sourceModules[`/${pages[key].module}`];
    expect(load, pages[key].module).toBeDefined();
    expect(Object.values(await load!())).toContain(Component);
  });

  it.each(paths)('%s shows its page inside the layout and titles the document', async (path) => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    renderApp(path);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toMatch(/ — Green Valley Naturals$|^Green Valley Naturals/));
  });

  it("uses the default company name in titles when details don't load", async () => {
    stubApi({ 'GET /api/business-details': networkDown });
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(document.title).toBe('Cart — Handmade skincare'));
  });

  it('shows a friendly 404 with a link home for an unknown path', async () => {
    stubApi({ 'GET /api/business-details': () => json(businessDetailsResponse()) });
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Green Valley Naturals/ })).toBeInTheDocument();
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
          children: [{ ErrorBoundary: PageErrorBoundary, HydrateFallback: PageLoading, children: [{ path: 'broken', Component: Broken }] }],
        },
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show this page");
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
  });
});
