import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase, testDatabaseKinds } from '../../../test/helpers';
import { ConsoleEventHub } from './hub';
import { insertConsoleEvent, type StoredConsoleEvent } from './repository';

const data = (orderId: string): ConsoleEventData => ({
  orderId,
  orderNumber: orderId.slice(0, 7),
  customerName: 'Sana Malik',
  amount: 1250,
  status: 'Order Placed',
  at: '2026-11-28T10:00:00.000Z',
});

/**
 * An event's id is drawn when its transaction writes it, not when it commits: on PostgreSQL the
 * order placed second may commit first, and a transaction that rolls back leaves its id unused. The
 * hub must hand on every committed event once, late ones included, and get past an id that never comes.
 */
describe.runIf(testDatabaseKinds().includes('postgres'))('the console hub, with events committed out of order, on postgres', () => {
  let database: DatabaseHandle;
  let hub: ConsoleEventHub;
  let nowMs = Date.parse('2026-11-28T10:00:00Z');
  const heard: StoredConsoleEvent[] = [];
  const heardOf = (orderId: string) =>
    new Promise<void>((resolve) => {
      const check = () => (heard.some((event) => event.data.orderId === orderId) ? resolve() : setTimeout(check, 10));
      check();
    });
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    hub = new ConsoleEventHub(
      database,
      (error) => {
        throw error;
      },
      () => nowMs,
    );
    await hub.start();
    hub.subscribe((event) => heard.push(event));
  });
  afterAll(async () => {
    await hub?.stop();
    await database?.close();
  });

  it('hands on an event that commits after a later one, once each, and then moves its watermark past both', async () => {
    const start = await hub.lowWatermark();
    let commitEarlier!: () => void;
    const earlierMayCommit = new Promise<void>((resolve) => (commitEarlier = resolve));
    let earlierWritten!: () => void;
    const earlierIsWritten = new Promise<void>((resolve) => (earlierWritten = resolve));
    const earlier = database.db.transaction(async (tx) => {
      await insertConsoleEvent(tx, 'order.placed', data('earlier-order'));
      earlierWritten();
      await earlierMayCommit;
    });
    await earlierIsWritten;
    await database.db.transaction((tx) => insertConsoleEvent(tx, 'order.placed', data('later-order')));
    await heardOf('later-order');
    // The earlier id is still open: the watermark waits below it.
    expect(await hub.lowWatermark()).toBe(start);

    commitEarlier();
    await earlier;
    await heardOf('earlier-order');
    expect(heard.filter((event) => event.data.orderId.endsWith('-order')).map((event) => event.data.orderId)).toEqual(['later-order', 'earlier-order']);
    await expect.poll(() => hub.lowWatermark()).toBe(start + 2);
  });

  it('gets past the id of a transaction that rolled back once it has waited long enough', async () => {
    const start = await hub.lowWatermark();
    await database.db
      .transaction(async (tx) => {
        await insertConsoleEvent(tx, 'order.placed', data('rolled-back'));
        throw new Error('the order was refused');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => insertConsoleEvent(tx, 'order.cancelled', data('after-rollback')));
    await heardOf('after-rollback');
    expect(await hub.lowWatermark()).toBe(start);

    nowMs += 31_000;
    hub.read();
    await expect.poll(() => hub.lowWatermark()).toBe(start + 2);
    expect(heard.some((event) => event.data.orderId === 'rolled-back')).toBe(false);
  });
});
