import { isServiceUnavailable, MISSED_NOTIFICATIONS, type DatabaseHandle } from '../../db/client';
import { CONSOLE_EVENTS_CHANNEL, consoleEventsAfter, deleteConsoleEventsBefore, newestConsoleEventId, type StoredConsoleEvent } from './repository';

export type ConsoleEventListener = (event: StoredConsoleEvent) => void;

/** How long an event is kept for a console that reconnects (issue 32: a day). */
export const CONSOLE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * Ids are drawn when a transaction writes its event, not when it commits: 11 may be seen before 10.
 * A missing id is waited for this long (a transaction that rolled back never fills it).
 */
const GAP_GRACE_MS = 30_000;
const READ_AT_MOST = 500;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * One per process: listens for new console events, reads each once and hands it to every open stream
 * of this process (routes.ts). `delivered` is the low watermark: every event up to it has been handed
 * on (or its id given up on); the ids above it already handed on are remembered until it passes them.
 */
export class ConsoleEventHub {
  /** Unknown until the database first answers: the shop may start while its database is away. */
  private delivered: number | undefined;
  private readonly deliveredAbove = new Set<number>();
  private gapNoticedAt: number | undefined;
  private readonly listeners = new Set<ConsoleEventListener>();
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private stopListening: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private gapTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    /** Where a failure that is not the database being away goes: the next notification tries again. */
    private readonly reportError: (error: unknown, doing: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    // After a lost LISTEN connection the listener hears MISSED_NOTIFICATIONS: reading again covers it.
    this.stopListening = await this.database.listen(CONSOLE_EVENTS_CHANNEL, (payload) => {
      if (payload === MISSED_NOTIFICATIONS || this.delivered === undefined || Number(payload) > this.delivered) this.read();
    });
    await this.lowWatermark().catch((error: unknown) => this.failed(error, 'reading the newest console event'));
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
    await this.prune();
  }

  async stop(): Promise<void> {
    clearInterval(this.pruneTimer);
    clearTimeout(this.gapTimer);
    this.listeners.clear();
    await this.stopListening?.().catch(() => undefined);
    await this.reading;
  }

  /** Every event up to this id has reached the listeners; a stream that starts replays from here. */
  async lowWatermark(): Promise<number> {
    this.delivered ??= await newestConsoleEventId(this.database.db);
    return this.delivered;
  }

  subscribe(listener: ConsoleEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads what is new, once at a time: notifications that come meanwhile share the next read. */
  read(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        // The next notification (or the reconnect's MISSED_NOTIFICATIONS) reads again.
        await this.readNew().catch((error: unknown) => this.failed(error, 'reading new console events'));
      } while (this.readAgain);
    })().finally(() => {
      this.reading = undefined;
    });
  }

  private async readNew(): Promise<void> {
    if (this.delivered === undefined) {
      // The first answer since the start: what came before it is for a reconnecting console's replay.
      await this.lowWatermark();
      return;
    }
    const events = await consoleEventsAfter(this.database.db, this.delivered, READ_AT_MOST);
    for (const event of events) {
      if (this.deliveredAbove.has(event.id)) continue;
      this.deliveredAbove.add(event.id);
      for (const listener of this.listeners) listener(event);
    }
    this.delivered = this.advance(this.delivered);
    if (events.length === READ_AT_MOST) this.readAgain = true;
  }

  /** The watermark moved over every id handed on, and over a gap waited for long enough. */
  private advance(from: number): number {
    let delivered = from;
    for (;;) {
      if (this.deliveredAbove.delete(delivered + 1)) {
        delivered += 1;
        this.gapNoticedAt = undefined;
        continue;
      }
      if (this.deliveredAbove.size === 0) return delivered;
      this.gapNoticedAt ??= this.now();
      const waited = this.now() - this.gapNoticedAt;
      if (waited < GAP_GRACE_MS) {
        // Looked at again when the wait is over, even if nothing else happens meanwhile.
        this.gapTimer ??= setTimeout(() => {
          this.gapTimer = undefined;
          this.read();
        }, GAP_GRACE_MS - waited).unref();
        return delivered;
      }
      delivered = Math.min(...this.deliveredAbove) - 1;
      this.gapNoticedAt = undefined;
    }
  }

  private async prune(): Promise<void> {
    await deleteConsoleEventsBefore(this.database.db, new Date(this.now() - CONSOLE_EVENTS_KEPT_MS)).catch((error: unknown) =>
      this.failed(error, 'deleting console events older than a day'),
    );
  }

  private failed(error: unknown, doing: string): void {
    if (!isServiceUnavailable(error)) this.reportError(error, doing);
  }
}
