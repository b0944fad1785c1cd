import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/db/client';

/**
 * Counts the SQL statements a piece of work sends to the database, at the driver's edge: one
 * statement handed to the driver is one round trip, whoever sent it (a Drizzle query, a raw `sql`
 * execute, a prepared statement, the NOTIFY of a cache invalidation), and a transaction adds its
 * BEGIN and its COMMIT or ROLLBACK, which PGlite sends itself and Drizzle sends on PostgreSQL.
 *
 * Only statements sent from within `count`'s async context are counted, so background work that
 * runs meanwhile (a timer, another request) is left out. A listener that a statement's own answer
 * wakes (PGlite delivers NOTIFY in the middle of the query that carried it) runs in that context,
 * though: stop the outbox's dispatcher before counting a write that enqueues mail.
 *
 * The LISTEN connection of PostgreSQL is not counted: it sends nothing while a request runs, it
 * only receives.
 */
export interface StatementCounter {
  /** Runs `work` and returns its result with the text of every statement it sent, in order. */
  count<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

const sending = new AsyncLocalStorage<string[]>();

/** A statement's text: node-postgres also takes a query config ({ name, text, values }). */
function record(statement: unknown) {
  const text = typeof statement === 'string' ? statement : (statement as { text?: string } | undefined)?.text;
  sending.getStore()?.push(text ?? String(statement));
}

export function statementCounter(database: DatabaseHandle): StatementCounter {
  // The handle's query builder and its notify() share this one client (db/client.ts).
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') countPglite(client as PGlite);
  else countPool(client as pg.Pool);
  return {
    async count(work) {
      const statements: string[] = [];
      // Awaited inside the context: app.inject returns a thenable that starts the request when its
      // then() is called, and then() must be called in here for the request to run in here.
      const result = await sending.run(statements, async () => await work());
      return { result, statements };
    },
  };
}

type Method = (...args: unknown[]) => unknown;

/** Replaces target[name] with a version that records the statement its arguments send; returns the original. */
function countCalls(target: object, name: string, statementOf: (args: unknown[]) => unknown): Method {
  const methods = target as Record<string, Method>;
  const original = methods[name]!;
  methods[name] = (...args) => {
    record(statementOf(args));
    return original.apply(target, args);
  };
  return original;
}

/** PGlite's client and a transaction's object alike send statements with query, exec and sql. */
function countEach(target: object): void {
  countCalls(target, 'query', ([text]) => text);
  countCalls(target, 'exec', ([text]) => text);
  countCalls(target, 'sql', ([strings]) => (strings as TemplateStringsArray).join('$'));
}

/**
 * PGlite runs a transaction's BEGIN, COMMIT and ROLLBACK itself, and hands the callback an object
 * of its own whose statements bypass the client's methods: both are counted here. The callback
 * runs in the caller's context whoever held PGlite's lock before.
 */
function countPglite(client: PGlite): void {
  countEach(client);
  const transaction = client.transaction.bind(client);
  const counted = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const statements = sending.getStore();
    const inCallersContext = (work: () => Promise<T>) => (statements ? sending.run(statements, work) : work());
    let rolledBack = false;
    return transaction((tx) =>
      inCallersContext(async () => {
        record('BEGIN');
        countEach(tx);
        const rollback = tx.rollback;
        tx.rollback = () => {
          record('ROLLBACK');
          rolledBack = true;
          return rollback.call(tx);
        };
        try {
          const result = await callback(tx);
          if (!rolledBack) record('COMMIT');
          return result;
        } catch (error) {
          if (!rolledBack) record('ROLLBACK');
          throw error;
        }
      }),
    );
  };
  client.transaction = counted;
}

/**
 * pool.query counts where it is called (the pool may hand it a client later, from another context).
 * A client checked out with pool.connect() (Drizzle's transactions) counts its queries until it is
 * released; the pool's own checkouts for pool.query pass a callback and are not counted twice.
 */
function countPool(pool: pg.Pool): void {
  countCalls(pool, 'query', ([text]) => text);
  const connect = pool.connect.bind(pool) as Method;
  (pool as unknown as { connect: Method }).connect = (...args) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((checkedOut) => {
      const query = countCalls(checkedOut, 'query', ([text]) => text);
      const release = checkedOut.release;
      checkedOut.release = (...releaseArgs) => {
        (checkedOut as unknown as { query: Method }).query = query;
        return release.apply(checkedOut, releaseArgs);
      };
      return checkedOut;
    });
  };
}
