import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import { consoleEventNames, type ConsoleEventName } from '@shop/core/console/console-events';
import { createParser } from 'eventsource-parser';
import { ApiError, apiUrl } from '../../../../lib/api-client';

export interface ConsoleEvent {
  id: number;
  name: ConsoleEventName;
  data: ConsoleEventData;
}

export interface StreamOptions {
  token: string;
  /** The last event this console received: the server sends what came after it first. */
  lastEventId: number | undefined;
  signal: AbortSignal;
  onOpen: () => void;
  onEvent: (event: ConsoleEvent) => void;
  /** The server's advice on how long to wait before reconnecting. */
  onRetry: (ms: number) => void;
}

/** The server says something every 20 s; a connection silent for longer has died (a phone that slept, a network change). */
const SILENT_FOR_AT_MOST_MS = 45_000;

const isEventName = (name: string | undefined): name is ConsoleEventName => (consoleEventNames as readonly string[]).includes(name ?? '');

/**
 * GET /api/admin/events, read until it ends: Server-Sent Events through fetch rather than EventSource,
 * which cannot send the console's token header. Resolves when the server ends the stream; rejects
 * with an ApiError when it refuses it, or when the connection drops.
 */
export async function streamConsoleEvents(options: StreamOptions): Promise<void> {
  const headers: Record<string, string> = { token: options.token, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/admin/events'), { headers, signal: options.signal, cache: 'no-store' });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError(0, 'The connection to the shop was lost.', 'network', { cause: error });
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.message ?? 'The live updates could not start.', 'http', {
      ...(body.code ? { code: body.code } : {}),
      ...(response.headers.get('retry-after') ? { retryAfterSeconds: Number(response.headers.get('retry-after')) } : {}),
    });
  }
  options.onOpen();
  const parser = createParser({
    onEvent(message) {
      if (!isEventName(message.event) || !message.id) return;
      options.onEvent({ id: Number(message.id), name: message.event, data: JSON.parse(message.data) as ConsoleEventData });
    },
    onRetry: options.onRetry,
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const listenFor = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => void reader.cancel(), SILENT_FOR_AT_MOST_MS);
  };
  try {
    for (listenFor(); ; listenFor()) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(watchdog);
  }
}
