import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
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
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
});
