import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { clientKeyOf } from './client-key';

/** How long a client may take over a request; Node answers 408 and closes the connection after. */
export interface ServerTimeouts {
  /** The whole request, headers and body: a body sent a byte at a time is cut off here. */
  requestMs: number;
  /** The headers: a new connection that sends nothing, or its headers slowly, ends here. */
  headersMs: number;
  /** An idle connection between requests, without a proxy. */
  keepAliveMs: number;
  /**
   * An idle connection from the trusted proxy, which must give up its idle connections to the shop
   * sooner, or it may send a request on one the shop is closing (README: Behind a reverse proxy).
   */
  proxyKeepAliveMs: number;
  /** How often Node looks for requests over their time; a slow request ends at most this much late. */
  checkEveryMs: number;
}

export const serverTimeouts: ServerTimeouts = {
  requestMs: 60_000,
  headersMs: 30_000,
  keepAliveMs: 10_000,
  // Above the 60 s most proxies and load balancers keep an idle upstream connection by default.
  proxyKeepAliveMs: 75_000,
  checkEveryMs: 5_000,
};

/** Fastify's options for the timeouts (Fastify sets some on the server itself, Node takes the rest at its creation). */
export function timeoutOptions(timeouts: ServerTimeouts, behindProxy: boolean) {
  const http: ServerOptions = { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs };
  return { requestTimeout: timeouts.requestMs, keepAliveTimeout: behindProxy ? timeouts.proxyKeepAliveMs : timeouts.keepAliveMs, http };
}

/**
 * Closes at once every connection a client opens beyond `max` at a time, so that one client (an IPv4
 * address or an IPv6 /64) cannot hold all the server's sockets with slow or idle connections. Only
 * for clients that connect directly: behind a proxy every connection is the proxy's.
 */
export function capConnectionsPerClient(server: Pick<Server, 'on'>, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // An address is missing only when the socket has already closed.
    if (socket.remoteAddress === undefined) return;
    const client = clientKeyOf(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
