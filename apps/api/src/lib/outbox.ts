import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, OutboxRunner } from '../app-context';
import type { Queryable } from '../db/client';
import { outbox, outboxSpacing } from '../db/schema/outbox';
import type { Clock } from './clock';
import { newId } from './ids';
import { mailAddress, type MailMessage } from './mailer';

/**
 * The transactional outbox (docs/decisions/013-transactional-outbox.md). A change writes what it must
 * tell the world (an email as a template and its data, a webhook as its body, a push notification for
 * one of the owner's devices) into the `outbox` table
 * in its own transaction, so a crash after the commit loses nothing and a rollback sends nothing. A
 * dispatcher in each process claims due rows, sends them off the request thread, and records each
 * attempt, backing off after a failure until it gives up and marks the row failed.
 */

/** NOTIFY'd by the transaction that writes rows, so that every dispatcher wakes when it commits. */
export const OUTBOX_CHANNEL = 'outbox_due';
/** After the first failure; each next wait doubles up to LONGEST_RETRY_MS. */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 3_600_000;
/** 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly: the last attempt comes about 24 hours after the first. */
export const MAX_ATTEMPTS = 31;
/**
 * 30 s, 1, 2 and 4 minutes: a notification of a new order is worth little an hour late, and the push
 * service itself keeps one it accepted for a day (its TTL) while the phone is off.
 */
export const MAX_PUSH_ATTEMPTS = 5;
/**
 * How long a claimed row belongs to the process that claimed it. A send ends well within it (SMTP's
 * timeouts in mail-worker.ts, WEBHOOK_TIMEOUT_MS), so two live processes never send one row; a
 * process that dies mid-send leaves rows that another (or it, restarted) claims when the lease ends.
 */
export const CLAIM_MS = 45_000;
const WEBHOOK_TIMEOUT_MS = 15_000;
/** Rows claimed at once; they are sent together, and those sent are recorded in one statement. */
const BATCH_SIZE = 20;
/** Rows of a spaced template that one message may gather (a digest names a few and counts the rest). */
const SPACED_BATCH_SIZE = 1000;
/** A dispatcher also looks by itself this often, in case a notification was lost. */
const LOOK_AGAIN_MS = 30_000;
/** At least this long between looks: a row another process is claiming right now looks due until it commits. */
const SHORTEST_WAIT_MS = 100;
/** After a failed look (the database unreachable). */
const UNAVAILABLE_RETRY_MS = 5_000;
/** Sent rows are a short record, not an archive: the change's own tables hold what happened. */
const SENT_KEPT_MS = 30 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/** The wait after the n-th failed attempt (n ≥ 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

// ── What a change writes ─────────────────────────────────────────────────────────────────────────

export interface EmailTemplate<Data> {
  readonly name: string;
  /** The message holds a secret (a one-time code, in its subject too): its subject is never kept. */
  readonly secret: boolean;
  render(context: AppContext, data: Data): Promise<MailMessage>;
}

/**
 * An email that goes at most once per `spacingMs` however many changes queue it: each change writes its
 * own row as usual, and the dispatcher sends every due row of the template as one message, rendered
 * from all their data (the owner's alert of new orders, docs/product.md §4 Emails: the first at once,
 * the next minute's orders as one digest).
 */
export interface SpacedEmailTemplate<Data> extends EmailTemplate<Data> {
  readonly spacingMs: number;
  renderAll(context: AppContext, data: Data[]): Promise<MailMessage>;
}

export function spacedEmailTemplate<Data>(
  name: string,
  spacingMs: number,
  renderAll: (context: AppContext, data: Data[]) => MailMessage | Promise<MailMessage>,
): SpacedEmailTemplate<Data> {
  const single = emailTemplate<Data>(name, (context, data) => renderAll(context, [data]));
  return { ...single, spacingMs, renderAll: async (context, data) => renderAll(context, data) };
}

/**
 * An email the outbox can send: rendered by the dispatcher when it sends, from the JSON data the
 * change stored, so the transaction reads nothing more and a rendering failure is one more attempt.
 * The name is what a row stores: renaming a template strands the rows still waiting for it. The
 * dispatcher knows the templates it is given at start-up (app.ts, email-templates.ts), no others.
 */
export function emailTemplate<Data>(
  name: string,
  render: (context: AppContext, data: Data) => MailMessage | Promise<MailMessage>,
  options: { secret?: boolean } = {},
): EmailTemplate<Data> {
  return { name, secret: options.secret ?? false, render: async (context, data) => render(context, data) };
}

interface EmailPayload {
  template: string;
  /** Dropped once the message is sent. */
  data?: unknown;
  /** Filled in from the rendered message after an attempt, for the admin's list of failed messages. */
  to?: string;
  subject?: string;
}

interface WebhookPayload {
  event: string;
  /** The exact JSON text that is signed and POSTed; dropped once it is delivered. */
  body?: string;
}

/** A message for the outbox to send, as a change writes it: `enqueue` writes several in one statement. */
export type OutboxMessage = ({ kind: 'email'; payload: EmailPayload } | { kind: 'webhook'; payload: WebhookPayload }) & {
  /** False, or an SQL condition the statement decides, to write nothing. */
  onlyIf: boolean | SQL<boolean>;
};

/**
 * The messages as a data-modifying CTE (`outbox_messages as (insert …)`), for a statement of the caller's
 * transaction to carry: enqueue's own, or one that makes other writes too (placing an order). Each row
 * written NOTIFYs, which PostgreSQL delivers once, and only when the transaction commits, so every
 * dispatcher looks as soon as the rows can be seen. A message whose `onlyIf` is false is left out.
 */
export function queueingMessages(context: { clock: Clock }, messages: readonly OutboxMessage[]): SQL {
  if (messages.length === 0) return sql`outbox_messages as (select)`;
  const rows = messages.map(
    (message, position) =>
      sql`(${newId()}::text, ${message.kind}::text, ${JSON.stringify(message.payload)}::jsonb, (${message.onlyIf})::boolean, ${position}::int)`,
  );
  // clock_timestamp() rather than now(), row after row in the messages' order: rows of one transaction
  // keep the order they were written in.
  return sql`outbox_messages as (
    insert into ${outbox} (id, kind, payload, next_attempt_at, created_at)
    select message.id, message.kind, message.payload, ${context.clock.now().toISOString()}::timestamptz, clock_timestamp()
    from (values ${sql.join(rows, sql`, `)}) as message (id, kind, payload, wanted, position)
    where message.wanted
    order by message.position
    returning pg_notify(${OUTBOX_CHANNEL}, '')
  )`;
}

/** Writes the messages inside the caller's transaction, in one statement (queueingMessages). */
export async function enqueue(tx: Queryable, context: { clock: Clock }, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.execute(sql`with ${queueingMessages(context, messages)} select`);
}

/** An email for `enqueue`: the template's name and its data, rendered when it is sent; `onlyIf` as there. */
export function outboxEmail<Data>(template: EmailTemplate<Data>, data: Data, options: { onlyIf?: boolean | SQL<boolean> } = {}): OutboxMessage {
  return { kind: 'email', payload: { template: template.name, data }, onlyIf: options.onlyIf ?? true };
}

/** A webhook call to ORDER_WEBHOOK_URL for `enqueue`; none when no URL is set. */
export function outboxWebhooks(context: Pick<AppContext, 'config'>, body: { event: string }): OutboxMessage[] {
  if (!context.config.orderWebhook) return [];
  return [{ kind: 'webhook', payload: { event: body.event, body: JSON.stringify(body) }, onlyIf: true }];
}

/** Queues one email in the caller's transaction (enqueue, outboxEmail). */
export async function enqueueEmail<Data>(
  tx: Queryable,
  context: { clock: Clock },
  template: EmailTemplate<Data>,
  data: Data,
  options: { onlyIf?: boolean | SQL<boolean> } = {},
): Promise<void> {
  await enqueue(tx, context, [outboxEmail(template, data, options)]);
}

/** Queues a webhook call in the caller's transaction (enqueue, outboxWebhooks); nothing when no URL is set. */
export async function enqueueWebhook(tx: Queryable, context: Pick<AppContext, 'clock' | 'config'>, body: { event: string }): Promise<void> {
  await enqueue(tx, context, outboxWebhooks(context, body));
}

/** Wakes every dispatcher when the caller's transaction commits (a failed row put back, for one). */
export async function wakeOutboxOnCommit(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** `sha256=<hex>`: the X-Shop-Signature of a webhook body, an HMAC-SHA256 of its exact bytes. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

// ── The dispatcher ───────────────────────────────────────────────────────────────────────────────

type OutboxRow = typeof outbox.$inferSelect;

/** What an attempt learnt: the message's summary (when it got as far as rendering) and the error, if any. */
export interface AttemptOutcome {
  summary: Record<string, string>;
  error?: string;
  /** The error is the message's own (a push service refused its content): trying again would only repeat it. */
  final?: boolean;
}

/**
 * Sends one push row, given its stored payload, and says how it went (modules/push/sender.ts): app.ts
 * hands it to the dispatcher, so this file knows no module.
 */
export type PushSender = (context: AppContext, payload: Record<string, unknown>) => Promise<AttemptOutcome>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

function dueRows(now: Date) {
  return and(eq(outbox.state, 'pending'), lte(outbox.nextAttemptAt, now), or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)));
}

export interface OutboxDispatcherOptions {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Every email a row may name; a row naming another fails its attempts, as a rendering failure does. */
  templates: readonly EmailTemplate<never>[];
  /**
   * The shop's name as its emails' sender, at MAIL_FROM's address ("Khalis Botanicals <no-reply@…>");
   * undefined (no business details yet) keeps MAIL_FROM as it is.
   */
  senderName?: (context: AppContext) => Promise<string | undefined>;
  /** What sends the push rows (notifications to the owner's devices). */
  push: PushSender;
}

/**
 * One per process. It looks for due rows when a writer's NOTIFY arrives, when the next retry or an
 * expired claim falls due, and every LOOK_AGAIN_MS in any case. It claims rows with FOR UPDATE SKIP
 * LOCKED and a lease (claimed_until), so dispatchers of several processes on one PostgreSQL share
 * the work without sending a row twice; PGlite has one process (its directory lock) and the same SQL.
 */
export class OutboxDispatcher implements OutboxRunner {
  private context: AppContext | undefined;
  private running: Promise<void> | undefined;
  private lookAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private stopListening: (() => Promise<void>) | undefined;
  private lastPurge = 0;

  private readonly templates = new Map<string, EmailTemplate<never>>();
  private readonly spacedTemplates = new Map<string, SpacedEmailTemplate<never>>();

  constructor(private readonly options: OutboxDispatcherOptions) {
    for (const template of options.templates) {
      if (this.templates.has(template.name)) throw new Error(`Two email templates are named ${template.name}`);
      this.templates.set(template.name, template);
      if ('spacingMs' in template) this.spacedTemplates.set(template.name, template as SpacedEmailTemplate<never>);
    }
  }

  /** Listens for commits and sends what is already due (what a crashed process left, say). */
  async start(context: AppContext): Promise<void> {
    if (!this.stopped) return;
    this.context = context;
    this.stopped = false;
    // After a lost LISTEN connection the listener hears MISSED_NOTIFICATIONS: looking again covers it.
    this.stopListening = await context.database.listen(OUTBOX_CHANNEL, () => this.wake());
    this.wake();
  }

  /** Looks for due rows now, or right after the look under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.lookAgain = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.lookAgain) {
        this.lookAgain = false;
        this.wake();
      }
    });
  }

  /** Resolves once nothing is due by the clock and nothing is being sent (tests wait on it). */
  async idle(): Promise<void> {
    while (!this.stopped) {
      if (this.running) {
        await this.running;
        continue;
      }
      const [due] = await this.db().select({ id: outbox.id }).from(outbox).where(dueRows(this.clock().now())).limit(1);
      // A wake (a commit's NOTIFY) may have claimed the rows while we looked: they are no longer due, yet not sent.
      if (this.running) continue;
      if (!due) return;
      this.wake();
    }
  }

  /** Finishes the sends under way and records them; what is left waits for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.stopListening?.().catch(() => undefined);
    await this.running;
  }

  private db() {
    return this.context!.db;
  }

  private clock() {
    return this.context!.clock;
  }

  private async drain(): Promise<void> {
    clearTimeout(this.timer);
    let wait: number;
    try {
      while (!this.stopped) {
        const claimed = await this.claim();
        const spaced = [];
        for (const template of await this.spacedTemplatesDue()) {
          const rows = await this.claimSpaced(template);
          if (rows.length > 0) spaced.push({ template, rows });
        }
        if (claimed.length === 0 && spaced.length === 0) break;
        await this.send(claimed);
        for (const { template, rows } of spaced) await this.sendSpaced(template, rows);
      }
      await this.purgeSent();
      wait = await this.untilNextDue();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'the outbox could not be read; looking again shortly');
      wait = UNAVAILABLE_RETRY_MS;
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  /** Due rows, oldest first, now leased to this process; each claim counts as an attempt. Spaced templates' rows go their own way. */
  private async claim(): Promise<OutboxRow[]> {
    const now = this.clock().now();
    const spacedNames = [...this.spacedTemplates.keys()];
    const notSpaced = spacedNames.length > 0 ? sql`not (${outbox.kind} = 'email' and ${outbox.payload}->>'template' in ${spacedNames})` : undefined;
    const candidates = this.db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(dueRows(now), notSpaced))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await this.db()
      .update(outbox)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, candidates))
      .returning();
    return claimed.sort(
      (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
  }

  /** The spaced templates with rows due now: only these need the transaction that decides whether they may go. */
  private async spacedTemplatesDue(): Promise<SpacedEmailTemplate<never>[]> {
    if (this.spacedTemplates.size === 0) return [];
    const due = await this.db()
      .selectDistinct({ template: sql<string>`${outbox.payload}->>'template'` })
      .from(outbox)
      .where(and(dueRows(this.clock().now()), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'template' in ${[...this.spacedTemplates.keys()]}`));
    return due.flatMap(({ template }) => this.spacedTemplates.get(template) ?? []);
  }

  /**
   * The due rows of a spaced template, all leased to this process, when its last message went at least
   * `spacingMs` ago; otherwise they are put off until then. The decision and the time of the message are
   * taken under a transaction-scoped advisory lock, so of several processes one sends, once.
   */
  private async claimSpaced(template: SpacedEmailTemplate<never>): Promise<OutboxRow[]> {
    const now = this.clock().now();
    return this.db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`outbox-spacing:${template.name}`}, 0))`);
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(dueRows(now), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'template' = ${template.name}`))
        .orderBy(asc(outbox.createdAt))
        .limit(SPACED_BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      const [last] = await tx.select().from(outboxSpacing).where(eq(outboxSpacing.template, template.name));
      const freeAt = last ? new Date(last.lastSentAt.getTime() + template.spacingMs) : now;
      if (now.getTime() < freeAt.getTime()) {
        await tx.update(outbox).set({ nextAttemptAt: freeAt }).where(inArray(outbox.id, ids));
        return [];
      }
      await tx
        .insert(outboxSpacing)
        .values({ template: template.name, lastSentAt: now })
        .onConflictDoUpdate({ target: outboxSpacing.template, set: { lastSentAt: now } });
      const claimed = await tx
        .update(outbox)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, ids))
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    });
  }

  /** One message for all the rows, in the order they were written; its outcome is each row's. */
  private async sendSpaced(template: SpacedEmailTemplate<never>, rows: OutboxRow[]): Promise<void> {
    const context = this.context!;
    let outcome: AttemptOutcome;
    try {
      let message = await template.renderAll(
        context,
        rows.map((row) => (row.payload as unknown as EmailPayload).data as never),
      );
      const name = message.from ? undefined : await this.options.senderName?.(context);
      if (name) message = { ...message, from: { name, address: mailAddress(context.config.mailFrom) } };
      const summary = { template: template.name, to: message.to, subject: message.subject };
      outcome = await context.mailer.deliver(message).then(
        (): AttemptOutcome => ({ summary }),
        (error: unknown): AttemptOutcome => ({ summary, error: errorText(error) }),
      );
    } catch (error) {
      outcome = { summary: { template: template.name }, error: errorText(error) };
    }
    if (outcome.error === undefined) await this.recordSent(rows.map((row) => ({ row, summary: outcome.summary })));
    else await Promise.all(rows.map((row) => this.recordFailure(row, outcome)));
  }

  /**
   * Renders the emails in order, then hands every message over at once (the mail thread and the
   * webhook's server work on them together) and records each outcome.
   */
  private async send(rows: OutboxRow[]): Promise<void> {
    const prepared: { row: OutboxRow; deliver: () => Promise<AttemptOutcome> }[] = [];
    for (const row of rows) prepared.push({ row, deliver: await this.prepare(row) });
    const outcomes = await Promise.all(prepared.map(({ deliver }) => deliver()));
    const sent = prepared.flatMap(({ row }, index) => (outcomes[index]!.error === undefined ? [{ row, summary: outcomes[index]!.summary }] : []));
    await Promise.all([
      this.recordSent(sent),
      ...prepared.map(({ row }, index) => (outcomes[index]!.error === undefined ? undefined : this.recordFailure(row, outcomes[index]!))),
    ]);
  }

  /** The row's send, ready to start; a row that cannot even be rendered fails this attempt. */
  private async prepare(row: OutboxRow): Promise<() => Promise<AttemptOutcome>> {
    const context = this.context!;
    if (row.kind === 'push') return () => this.options.push(context, row.payload).catch((error: unknown) => ({ summary: {}, error: errorText(error) }));
    if (row.kind === 'webhook') {
      const payload = row.payload as unknown as WebhookPayload;
      const summary = { event: payload.event };
      return () =>
        postWebhook(context, row.id, payload).then(
          () => ({ summary }),
          (error: unknown) => ({ summary, error: errorText(error) }),
        );
    }
    const payload = row.payload as unknown as EmailPayload;
    const template = this.templates.get(payload.template);
    let message: MailMessage;
    try {
      if (!template) throw new Error(`this version of the shop has no email template named ${payload.template}`);
      message = await template.render(context, payload.data as never);
      const name = message.from ? undefined : await this.options.senderName?.(context);
      if (name) message = { ...message, from: { name, address: mailAddress(context.config.mailFrom) } };
    } catch (error) {
      const failure = { summary: { template: payload.template }, error: errorText(error) };
      return async () => failure;
    }
    // A secret's subject (the reset code is in it) is not kept.
    const summary = { template: payload.template, to: message.to, ...(template.secret ? {} : { subject: message.subject }) };
    // Handed over now, in the rows' order, while the next rows render.
    const delivered = context.mailer.deliver(message).then(
      (): AttemptOutcome => ({ summary }),
      (error: unknown): AttemptOutcome => ({ summary, error: errorText(error) }),
    );
    return () => delivered;
  }

  /**
   * The sent rows of a batch in one statement: what was sent is kept in short (the data, an order or
   * a one-time code, is dropped). As every record, only while the lease is still this process's
   * (claimed_until unchanged): a row whose lease ran out mid-send belongs to whoever claimed it next.
   */
  private async recordSent(sent: { row: OutboxRow; summary: Record<string, string> }[]): Promise<void> {
    if (sent.length === 0) return;
    const now = this.clock().now().toISOString();
    const rows = sent.map(({ row, summary }) => sql`(${row.id}, ${row.claimedUntil!.toISOString()}::timestamptz, ${JSON.stringify(summary)}::jsonb)`);
    await this.db().execute(sql`
      update ${outbox} set state = 'sent', sent_at = ${now}::timestamptz, claimed_until = null, last_error = null, payload = sent.summary
      from (values ${sql.join(rows, sql`, `)}) as sent (id, lease, summary)
      where ${outbox.id} = sent.id and ${outbox.claimedUntil} = sent.lease`);
    for (const { row, summary } of sent) this.options.logger.info({ outboxId: row.id, kind: row.kind, ...summary }, sentLine[row.kind]);
  }

  /**
   * Another attempt after the back-off, or failed: after the kind's last attempt, or at once when the
   * error is the message's own. The summary joins the data for the admin's list.
   */
  private async recordFailure(row: OutboxRow, outcome: AttemptOutcome): Promise<void> {
    const now = this.clock().now();
    const ours = and(eq(outbox.id, row.id), eq(outbox.claimedUntil, row.claimedUntil!));
    const what = { outboxId: row.id, kind: row.kind, ...outcome.summary, attempts: row.attempts, error: outcome.error };
    const payload = { ...row.payload, ...outcome.summary };
    if (outcome.final || row.attempts >= (row.kind === 'push' ? MAX_PUSH_ATTEMPTS : MAX_ATTEMPTS)) {
      await this.db().update(outbox).set({ state: 'failed', claimedUntil: null, lastError: outcome.error, payload }).where(ours);
      this.options.logger.error(
        what,
        outcome.final ? `${row.kind} refused; not tried again` : `${row.kind} not sent after ${row.attempts} attempts; giving up`,
      );
      return;
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    await this.db().update(outbox).set({ nextAttemptAt, claimedUntil: null, lastError: outcome.error, payload }).where(ours);
    this.options.logger.warn({ ...what, nextAttemptAt }, `${row.kind} not sent; will retry`);
  }

  private async purgeSent(): Promise<void> {
    const now = this.clock().now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db()
      .delete(outbox)
      .where(and(eq(outbox.state, 'sent'), lt(outbox.sentAt, new Date(now - SENT_KEPT_MS))));
  }

  /** Until the next retry or the end of another process's lease, at most LOOK_AGAIN_MS. */
  private async untilNextDue(): Promise<number> {
    const [next] = await this.db()
      .select({ at: sql<number | null>`extract(epoch from min(greatest(${outbox.nextAttemptAt}, ${outbox.claimedUntil})))::float8 * 1000` })
      .from(outbox)
      .where(eq(outbox.state, 'pending'));
    if (next?.at === null || next?.at === undefined) return LOOK_AGAIN_MS;
    return Math.min(LOOK_AGAIN_MS, Math.max(SHORTEST_WAIT_MS, next.at - this.clock().now().getTime()));
  }
}

const sentLine: Record<OutboxRow['kind'], string> = { email: 'email sent', webhook: 'webhook delivered', push: 'push notification sent' };

/** POSTs the stored body, signed with the current secret; anything but a 2xx is a failed attempt. */
async function postWebhook(context: AppContext, deliveryId: string, payload: WebhookPayload): Promise<void> {
  const hook = context.config.orderWebhook;
  if (!hook) throw new Error('ORDER_WEBHOOK_URL is no longer set');
  if (payload.body === undefined) throw new Error('the webhook has no body');
  const response = await fetch(hook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'shop-webhooks/1',
      'x-shop-event': payload.event,
      'x-shop-delivery': deliveryId,
      'x-shop-signature': webhookSignature(payload.body, hook.secret),
    },
    body: payload.body,
    // A redirect is an answer to fix at the receiver, not one to follow with the body.
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}
