import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { outboxMessages } from './job.table.js';

// The job queue (DESIGN §8): one durable queue for every outbound call and long job. Messages live
// in PostgreSQL (any number of server instances share them); a runner claims due messages of the
// topics it handles with FOR UPDATE SKIP LOCKED and a lease, and a failure waits with exponential
// backoff. Nothing is lost when the partner is down or the process dies (the lease runs out and
// another runner takes the message); nothing runs twice at once because a claim is a row lock and
// a lease, a message is enqueued once per key, and a done message is never claimed again.
//
// Why not pg-boss: it needs a real PostgreSQL server (its own schema, LISTEN/NOTIFY, advisory
// locks, a pool of connections) and does not start on PGlite, the embedded database `npm start`
// and the API tests run on. This queue is one table and plain SQL that both engines run alike.

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** What a topic's handler does with a message: resolve when the partner accepted it, throw otherwise. */
export type OutboxHandler = (db: Db, message: OutboxMessage) => Promise<void>;

/** After this many failed tries a message stops retrying by itself (it waits for a hand retry). */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min … up to an hour between tries. */
export const backoffSeconds = (attempts: number): number =>
  Math.min(30 * 2 ** Math.max(0, attempts - 1), 3_600);

/** Enqueues in the caller's transaction; a second message with the same key is dropped (idempotent). */
export const enqueue = async (
  tx: DbOrTx,
  message: { topic: string; key: string; docCode?: string; payload: Record<string, unknown> },
): Promise<boolean> => {
  const rows = await tx
    .insert(outboxMessages)
    .values({ ...message, docCode: message.docCode ?? null })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
};

const LEASE = sql`now() + interval '2 minutes'`;

/** Claims due messages (or the one `key`, due or not) for this runner: a lease, one more attempt. */
const claim = async (
  db: Db,
  topics: readonly string[],
  only?: { key: string },
  limit = 20,
): Promise<OutboxMessage[]> => {
  if (topics.length === 0) return [];
  // A runner claims only the topics it has handlers for: runners of different modules share the
  // table without failing each other's messages.
  const handled = sql`topic in (${sql.join(
    topics.map((t) => sql`${t}`),
    sql`, `,
  )})`;
  const which = only
    ? sql`key = ${only.key} and state <> 'sent' and ${handled}`
    : sql`state = 'pending' and next_attempt_at <= now() and ${handled}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update outbox_messages set locked_until = ${LEASE}, attempts = attempts + 1
        where id in (
          select id from outbox_messages
          where ${which} and (locked_until is null or locked_until < now())
          order by id limit ${limit} for update skip locked)
        returning id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  return db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.id} in (${sql.join(ids, sql`, `)})`);
};

const settle = async (db: Db, message: OutboxMessage, error: unknown): Promise<void> => {
  if (error === null) {
    await db
      .update(outboxMessages)
      .set({ state: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(outboxMessages.id, message.id), sql`state <> 'sent'`));
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(outboxMessages)
    .set({
      state: message.attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending',
      lastError: reason.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts)})`,
    })
    .where(eq(outboxMessages.id, message.id));
};

const deliver = async (db: Db, handlers: Readonly<Record<string, OutboxHandler>>, message: OutboxMessage) => {
  const handler = handlers[message.topic];
  try {
    if (!handler) throw new Error(`처리할 수 없는 메시지 종류입니다: ${message.topic}`);
    await handler(db, message);
    await settle(db, message, null);
    return true;
  } catch (error) {
    await settle(db, message, error);
    return false;
  }
};

/** One pass of the runner: every due message, in order. Answers how many were sent. */
export const runOutboxOnce = async (
  db: Db,
  handlers: Readonly<Record<string, OutboxHandler>>,
): Promise<number> => {
  let sent = 0;
  for (const message of await claim(db, Object.keys(handlers)))
    if (await deliver(db, handlers, message)) sent += 1;
  return sent;
};

/**
 * Sends one message now (right after its transaction commits, or a retry from the failure list),
 * whatever its backoff; a message another runner holds, or one already sent, is left alone.
 */
export const deliverNow = async (
  db: Db,
  handlers: Readonly<Record<string, OutboxHandler>>,
  key: string,
): Promise<boolean | null> => {
  const [message] = await claim(db, Object.keys(handlers), { key }, 1);
  if (!message) return null;
  return deliver(db, handlers, message);
};

/** A retry by hand: a message that gave up becomes due again. */
export const rearm = async (db: DbOrTx, key: string): Promise<void> => {
  await db
    .update(outboxMessages)
    .set({
      state: 'pending',
      nextAttemptAt: sql`now()`,
      dismissedAt: null,
      dismissReason: null,
      dismissedBy: null,
    })
    .where(and(eq(outboxMessages.key, key), sql`state <> 'sent'`));
};

/** The runner: polls every `intervalMs` (0 = never; the app then sends only right after a change). */
export const startOutboxRunner = (
  db: Db,
  handlers: Readonly<Record<string, OutboxHandler>>,
  intervalMs: number,
  onError: (error: unknown) => void,
): (() => void) => {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOutboxOnce(db, handlers)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
