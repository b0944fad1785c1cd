import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { serverTimeouts, type ServerTimeouts } from './lib/connection-limits';
import { openTestDatabase, recordingMailer, testConfig } from '../test/helpers';

/**
 * Slow clients and connection floods (issue 28), on the shop listening on a real port as server.ts
 * starts it: requests sent a byte at a time, or never finished, held their connections for as long as
 * the client liked (requestTimeout was 0), and one address held hundreds of them.
 */

/** A raw connection to the listening shop: what it received, and whether the shop has closed it. */
interface RawConnection {
  socket: net.Socket;
  received(): string;
  closed: Promise<void>;
}

function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1');
    // A connection the shop refuses may be reset while the test writes to it; the close tells the outcome.
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Asks for the business details on the connection: 'answered' once a whole head has arrived, or 'closed' first. */
function ask(connection: RawConnection): Promise<'answered' | 'closed'> {
  const before = connection.received().length;
  return new Promise((resolve) => {
    const onData = () => {
      if (!connection.received().slice(before).includes('\r\n\r\n')) return;
      connection.socket.off('data', onData);
      resolve('answered');
    };
    connection.socket.on('data', onData);
    void connection.closed.then(() => resolve('closed'));
    connection.socket.write('GET /api/business-details HTTP/1.1\r\nHost: shop.test\r\n\r\n');
  });
}

/** The shop listening on 127.0.0.1 as server.ts starts it, with the timeouts given. */
async function listeningShop(env: Record<string, string>, timeouts: ServerTimeouts): Promise<{ port: number; close(): Promise<void> }> {
  const database = await openTestDatabase('pglite');
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config: testConfig(env), database, logger: false, mailer: recordingMailer([]), holdSweep: false, timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const listening = app;
  return {
    port: (listening.server.address() as AddressInfo).port,
    async close() {
      await listening.close();
      await database.close();
    },
  };
}

const opened: RawConnection[] = [];
const openConnection = async (port: number) => {
  const connection = await connect(port);
  opened.push(connection);
  return connection;
};
const closeOpenedConnections = () => {
  for (const connection of opened.splice(0)) connection.socket.destroy();
};
afterEach(closeOpenedConnections);

/** Short timeouts here; the shop's are in lib/connection-limits.ts. */
describe('trickling clients on a listening shop', () => {
  const short: ServerTimeouts = { requestMs: 1_000, headersMs: 500, keepAliveMs: 300, proxyKeepAliveMs: 300, checkEveryMs: 50 };
  let shop: Awaited<ReturnType<typeof listeningShop>>;
  beforeAll(async () => {
    shop = await listeningShop({ RATE_LIMIT: 'on' }, short);
  });
  afterAll(async () => shop?.close());

  /** Sends one piece every 100 ms until the shop closes the connection. */
  function trickle(connection: RawConnection, pieces: string[]) {
    const timer = setInterval(() => {
      const piece = pieces.shift();
      if (piece !== undefined && connection.socket.writable) connection.socket.write(piece);
    }, 100);
    void connection.closed.then(() => clearInterval(timer));
  }

  it('answers 408 and closes the connection of a body sent a byte at a time once the request time is over', { timeout: 15_000 }, async () => {
    const connection = await openConnection(shop.port);
    connection.socket.write('POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n');
    trickle(connection, [...' '.repeat(500)]);
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('does the same for headers sent a line at a time, and for a connection that sends nothing', { timeout: 15_000 }, async () => {
    const slowHeaders = await openConnection(shop.port);
    slowHeaders.socket.write('GET /api/business-details HTTP/1.1\r\n');
    trickle(
      slowHeaders,
      Array.from({ length: 500 }, (_, index) => `X-Slow-${index}: a\r\n`),
    );
    const silent = await openConnection(shop.port);
    await Promise.all([slowHeaders.closed, silent.closed]);
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle connection once the keep-alive time after its answer is over', { timeout: 15_000 }, async () => {
    const connection = await openConnection(shop.port);
    expect(await ask(connection)).toBe('answered');
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

/**
 * Connection floods: one client opening connections until the server runs out of sockets or memory.
 * Without a proxy the shop keeps CONNECTIONS_PER_CLIENT (64) of one client's open and closes the rest at once.
 */
describe('connections per client on a listening shop', () => {
  const cap = 64;
  // Long enough that the cap's worth of idle connections stay open while the test runs.
  const patient: ServerTimeouts = { ...serverTimeouts, keepAliveMs: 120_000, proxyKeepAliveMs: 120_000 };

  it('closes at once the connections one client opens beyond the cap, keeps the cap’s worth open, and frees a place when one closes', async () => {
    const shop = await listeningShop({ RATE_LIMIT: 'on', CONNECTIONS_PER_CLIENT: String(cap) }, patient);
    try {
      const kept = await Promise.all(Array.from({ length: cap }, () => openConnection(shop.port)));
      expect(await Promise.all(kept.map(ask))).toEqual(Array<string>(cap).fill('answered'));

      const beyond = await openConnection(shop.port);
      expect(await ask(beyond)).toBe('closed');
      expect(beyond.received()).toBe('');
      expect(await Promise.all(kept.map(ask))).toEqual(Array<string>(cap).fill('answered'));

      kept[0]!.socket.destroy();
      await vi.waitFor(async () => expect(await ask(await openConnection(shop.port))).toBe('answered'), { timeout: 5_000, interval: 50 });
    } finally {
      closeOpenedConnections();
      await shop.close();
    }
  });

  it.each([
    ['behind a trusted proxy, whose connections carry every shopper', { RATE_LIMIT: 'on', TRUST_PROXY: 'loopback' }],
    ['with RATE_LIMIT=off (load tests)', { RATE_LIMIT: 'off' }],
  ])('keeps every connection %s', async (_when, env) => {
    const shop = await listeningShop({ ...env, CONNECTIONS_PER_CLIENT: String(cap) }, patient);
    try {
      const connections = await Promise.all(Array.from({ length: cap + 1 }, () => openConnection(shop.port)));
      expect(await Promise.all(connections.map(ask))).toEqual(Array<string>(cap + 1).fill('answered'));
    } finally {
      closeOpenedConnections();
      await shop.close();
    }
  });
});
