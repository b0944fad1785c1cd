import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { adminEventErrorCodes, streamAdminEvents } from '@shop/core/console/admin-events-contract';
import { MAX_STREAMS_PER_CLIENT, MAX_STREAMS_PER_SESSION } from '@shop/core/console/console-events';
import type { AppContext } from '../../app-context';
import { clientKey } from '../../lib/client-key';
import { endpointRoute } from '../../lib/endpoint-route';
import { tooManyRequests } from '../../lib/http-errors';
import { tokenFrom } from '../../plugins/auth';
import { consoleEventsAfter, type StoredConsoleEvent } from './repository';

/** A proxy or a phone's network drops a connection that says nothing for a minute or so. */
const HEARTBEAT_MS = 20_000;
/** A console that reads nothing while this much waits for it is dropped: a slow reader costs no memory. */
const MAX_UNREAD_BYTES = 64 * 1024;
/** A reconnecting console gets at most this many missed events; it reloads its lists anyway. */
const REPLAY_AT_MOST = 200;
/** How many sent ids a stream remembers, so an event both replayed and heard is sent once. */
const REMEMBERED_IDS = 1000;
const RETRY_MS = 3_000;

function eventText(event: StoredConsoleEvent): string {
  return `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Open streams per key; a stream counts against its session (the token) and its client (address or /64). */
class StreamCounts {
  private readonly counts = new Map<string, number>();
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.count(key) + 1);
  }
  remove(key: string): void {
    const left = this.count(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/** GET /api/admin/events: Server-Sent Events for the owner's open consoles (issue 32). */
export function adminEventRoutes(context: AppContext) {
  const hub = context.consoleEvents;
  return async (app: FastifyInstance) => {
    const sessions = new StreamCounts();
    const clients = new StreamCounts();
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });

    endpointRoute(app, streamAdminEvents, {}, async (request, reply) => {
      // The token however it was sent (a `token` header or a Bearer one): the admin scope has checked it.
      const session = `session:${tokenFrom(request)}`;
      const client = `client:${clientKey(request)}`;
      if (sessions.count(session) >= MAX_STREAMS_PER_SESSION || clients.count(client) >= MAX_STREAMS_PER_CLIENT) {
        throw tooManyRequests(
          'The console is already open in too many tabs. Close one and reload this page.',
          RETRY_MS / 1000,
          adminEventErrorCodes.tooManyStreams,
        );
      }
      const lastEventId = request.headers['last-event-id'];
      const watermark = await hub.lowWatermark();
      const replayFrom = Math.min(lastEventId === undefined ? watermark : Number(lastEventId), watermark);

      const raw = reply.raw;
      const sent = new Set<number>();
      let heard: StoredConsoleEvent[] | undefined = [];
      const write = (text: string) => {
        raw.write(text);
        if (raw.writableLength > MAX_UNREAD_BYTES) raw.destroy();
      };
      const send = (event: StoredConsoleEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value!);
        write(eventText(event));
      };
      // Counted and listening before anything is awaited: a second stream cannot slip past the limit
      // meanwhile, nothing committed during the replay's read falls between the two, and a console that
      // goes away during it gives everything back.
      sessions.add(session);
      clients.add(client);
      open.add(raw);
      const unsubscribe = hub.subscribe((event) => (heard ? heard.push(event) : send(event)));
      const heartbeat = setInterval(() => write(': still here\n\n'), HEARTBEAT_MS).unref();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(raw);
        sessions.remove(session);
        clients.remove(client);
      };
      raw.on('close', release);
      let replay: StoredConsoleEvent[];
      try {
        replay = await consoleEventsAfter(context.db, replayFrom, REPLAY_AT_MOST);
      } catch (error) {
        release();
        throw error;
      }

      reply.hijack();
      if (raw.destroyed) return reply;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events back until its buffer fills.
        'x-accel-buffering': 'no',
      });
      write(`retry: ${RETRY_MS}\n\n`);
      for (const event of replay) send(event);
      const waiting = heard;
      heard = undefined;
      for (const event of waiting) send(event);
      return reply;
    });
  };
}
