import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { outboxMessages } from './tax-invoice.table.js';

// The outbox and its job runner (DESIGN §8). No job runner existed in the code, so this is a small
// durable one: messages live in PostgreSQL (any number of server instances share them), a runner
// claims due messages with FOR UPDATE SKIP LOCKED and a lease, and a failure waits with
// exponential backoff. Nothing is lost when the partner is down; nothing is sent twice because a
// message is enqueued once per key and a sent message is never claimed again.

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
const claim = async (db: Db, only?: { key: string }, limit = 20): Promise<OutboxMessage[]> => {
  const which = only
    ? sql`key = ${only.key} and state <> 'sent'`
    : sql`state = 'pending' and next_attempt_at <= now()`;
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
  for (const message of await claim(db)) if (await deliver(db, handlers, message)) sent += 1;
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
  const [message] = await claim(db, { key }, 1);
  if (!message) return null;
  return deliver(db, handlers, message);
};

/** A retry by hand: a message that gave up becomes due again. */
export const rearm = async (db: DbOrTx, key: string): Promise<void> => {
  await db
    .update(outboxMessages)
    .set({ state: 'pending', nextAttemptAt: sql`now()` })
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
