import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@shop/core/contract/endpoint';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The contract the route was registered from (lib/endpoint-route.ts), if any. */
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (HEAD twins left out), as Fastify saw it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Keeps the list of routes from Fastify's own onRoute hook, so checks that must cover every route
 * (the admin guard, the OpenAPI document) read the real list and cannot forget a new one.
 */
export const routeListPlugin = fp(async function routeList(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
});
