import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import { signInAsOwner } from '../../../test/console';
import { stubApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** A stream the test writes Server-Sent Events into, as GET /api/admin/events answers. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send(id: number, name: string, data: ConsoleEventData) {
      controller.enqueue(encoder.encode(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** The server's SSE `retry:` field: how long to wait before connecting again. */
    retry(ms: number) {
      controller.enqueue(encoder.encode(`retry: ${ms}\n\n`));
    },
    /** The server went away (a restart). */
    end() {
      controller.close();
    },
  };
}

const placed: ConsoleEventData = {
  orderId: 'abc1234xyz',
  orderNumber: 'abc1234',
  customerName: 'Sana Malik',
  amount: 1250,
  status: 'Order Placed',
  at: '2026-11-28T10:00:00.000Z',
};
const cancelled: ConsoleEventData = { ...placed, orderId: 'def5678xyz', orderNumber: 'def5678', customerName: 'Bilal Ahmed', status: 'Cancelled' };

/** Only the stream is answered: a screen whose list fails still has its title, which is what is looked at here. */
function stubConsole(streams: ReturnType<typeof eventStream>[]) {
  let next = 0;
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/events': () => streams[next++]?.response ?? new Promise<Response>(() => {}),
  });
}

const streamRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/admin/events');
const listRequests = (requests: FakeRequest[]) => requests.filter((request) => request.path === '/api/admin/orders');

afterEach(() => {
  document.title = '';
});

describe('the live console', () => {
  it('shows a new order at once: a toast that opens it, and the count in the tab while she looks elsewhere', async () => {
    const stream = eventStream();
    const api = stubConsole([stream]);
    renderApp('/admin/products');
    await waitFor(() => expect(streamRequests(api.requests)).toHaveLength(1));
    expect(streamRequests(api.requests)[0]!.headers.get('last-event-id')).toBeNull();

    act(() => stream.send(7, 'order.placed', placed));
    expect(await screen.findByText('New order #abc1234 from Sana Malik: Rs. 1,250.00')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Products/));
    act(() => stream.send(8, 'order.cancelled', cancelled));
    expect(await screen.findByText('Bilal Ahmed cancelled order #def5678')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(2\) Products/));

    // The toast opens the order; the order list, once on screen, counts everything as seen.
    const newOrderToast = screen.getByText('New order #abc1234 from Sana Malik: Rs. 1,250.00').closest('li')!;
    act(() => within(newOrderToast).getByRole('button', { name: 'Open' }).click());
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/admin/orders/abc1234xyz')).toBe(true));
    act(() => screen.getAllByRole('link', { name: 'Orders' })[0]!.click());
    await waitFor(() => expect(document.title).toMatch(/^Orders/));
  });

  it('connects again after the server went away and asks for what came after the last event it heard', { timeout: 30_000 }, async () => {
    const [first, second] = [eventStream(), eventStream()];
    const api = stubConsole([first, second]);
    renderApp('/admin/orders');
    await waitFor(() => expect(streamRequests(api.requests)).toHaveLength(1));
    act(() => first.send(41, 'order.placed', placed));
    await screen.findByText('New order #abc1234 from Sana Malik: Rs. 1,250.00');
    // The list, asked for when the screen opened, is asked for again.
    await waitFor(() => expect(listRequests(api.requests).length).toBeGreaterThanOrEqual(2));

    act(() => first.end());
    // After the first second's pause (RECONNECT_FIRST_MS); a busy machine may take longer to get there.
    await waitFor(() => expect(streamRequests(api.requests)).toHaveLength(2), { timeout: 20_000 });
    expect(streamRequests(api.requests)[1]!.headers.get('last-event-id')).toBe('41');
    // The same event replayed is shown once.
    act(() => second.send(41, 'order.placed', placed));
    act(() => second.send(42, 'order.cancelled', cancelled));
    await screen.findByText('Bilal Ahmed cancelled order #def5678');
    expect(screen.getAllByText('New order #abc1234 from Sana Malik: Rs. 1,250.00')).toHaveLength(1);
  });

  it('connects again as soon as the device is back online, without waiting out the back-off', async () => {
    const [first, second] = [eventStream(), eventStream()];
    const api = stubConsole([first, second]);
    renderApp('/admin/orders');
    await waitFor(() => expect(streamRequests(api.requests)).toHaveLength(1));
    act(() => first.send(8, 'order.placed', placed));
    await screen.findByText('New order #abc1234 from Sana Malik: Rs. 1,250.00');
    // Ten minutes' pause: only the device coming back online can end it within the test.
    act(() => first.retry(600_000));
    act(() => first.end());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streamRequests(api.requests)).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(streamRequests(api.requests)).toHaveLength(2));
    expect(streamRequests(api.requests)[1]!.headers.get('last-event-id')).toBe('8');
  });
});
