import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees, rupees } from '@shop/core/shared/money';
import { isApiError } from '../../../lib/api-client';
import { endRefusedSession, useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { consolePath } from '../../lib/console-paths';
import { adminOrderKeys } from '../orders/api/query-keys';
import { overviewKeys } from '../today/api/query-keys';
import { streamConsoleEvents, type ConsoleEvent } from './api/stream-console-events';
import { playChime } from './chime';
import { noteUnseenOrder } from '../../lib/unseen-orders';

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_AT_MOST_MS = 30_000;
/** Ids remembered so that an event both replayed and heard is shown once. */
const REMEMBERED_IDS = 500;

export function eventMessage(event: ConsoleEvent): string {
  const order = `#${event.data.orderNumber}`;
  const customer = event.data.customerName;
  switch (event.name) {
    case 'order.placed':
      return `New order ${order} from ${customer}: ${formatRupees(rupees(event.data.amount))}`;
    case 'order.confirmed':
      return `${customer} confirmed order ${order}`;
    case 'order.cancelled':
      return `${customer} cancelled order ${order}`;
  }
}

/**
 * Waits `ms`, or less: until the stream stops, or until the device is back online (a phone that lost
 * its signal asks for what it missed as soon as it has one again, not at the end of a long back-off).
 */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    window.addEventListener('online', done);
  });
}

/**
 * Keeps the console's stream of order events open while the owner is signed in (issue 32): each new
 * order, customer confirmation and cancellation refreshes the order list and Today's counts, shows a
 * toast that opens the order, counts towards the tab's "(2)" and plays the chime if it is on. After a
 * dropped connection or a server restart it connects again and asks for what it missed, at once when the
 * device comes back online.
 */
export function useLiveConsole(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSession()?.token;

  useEffect(() => {
    if (!token) return;
    const stop = new AbortController();
    const seen = new Set<number>();
    let lastEventId: number | undefined;
    let waitMs = RECONNECT_FIRST_MS;

    const onEvent = (event: ConsoleEvent) => {
      if (seen.has(event.id)) return;
      seen.add(event.id);
      if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
      lastEventId = Math.max(lastEventId ?? 0, event.id);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
      const open = () => void navigate(consolePath('orders', {}, event.data.orderId));
      toast.info(eventMessage(event), { id: `console-event-${event.id}`, action: { label: 'Open', onClick: open } });
      noteUnseenOrder();
      playChime();
    };

    void (async () => {
      while (!stop.signal.aborted) {
        try {
          await streamConsoleEvents({
            token,
            lastEventId,
            signal: stop.signal,
            onOpen: () => {
              waitMs = RECONNECT_FIRST_MS;
            },
            onEvent,
            onRetry: (ms) => {
              waitMs = Math.max(ms, RECONNECT_FIRST_MS);
            },
          });
        } catch (error) {
          if (stop.signal.aborted) return;
          if (isApiError(error) && (error.status === 401 || error.status === 403)) {
            endRefusedSession(token);
            return;
          }
          // A server from before live updates: the lists still refresh on their own schedule.
          if (isApiError(error) && error.status === 404) return;
          if (isApiError(error) && error.retryAfterSeconds) waitMs = Math.max(waitMs, error.retryAfterSeconds * 1000);
        }
        await pause(waitMs, stop.signal);
        waitMs = Math.min(waitMs * 2, RECONNECT_AT_MOST_MS);
      }
    })();
    return () => stop.abort();
  }, [token, queryClient, navigate]);
}
