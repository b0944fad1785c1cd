import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';

function testQueryClient() {
  // No retries: a failure the test arranged should show at once.
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface RenderOptions {
  routes?: RouteObject[];
}

/** Mounts the real app (layout and lazy pages) at `path`, in memory. */
export function renderApp(path = '/', { routes = appRoutes }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** Mounts one component with the router and query cache it expects, at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return renderApp(path, { routes: [{ path: '*', element: ui }] });
}

/** A token with the given payload; the browser never checks the signature, so none is made. */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
