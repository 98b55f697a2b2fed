import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../auth/account.table.js';
import { stamp, stampNow } from '../db/columns.js';

/**
 * The job queue and outbox (DESIGN §8), one table for every module: a message written in the
 * transaction of the change that needs it (a rolled-back change enqueues nothing), run by the job
 * runner with retry and backoff. `key` is the idempotency key: a message is enqueued once, and an
 * adapter passes it on so the partner accepts it once. (The table was the tax-invoice module's
 * outbox; its name stays so no row moves.)
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    docCode: text('doc_code'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stampNow('next_attempt_at'),
    /** A runner holds a message until then; a crashed runner's claim runs out. */
    lockedUntil: stamp('locked_until'),
    lastError: text('last_error'),
    createdAt: stampNow('created_at'),
    sentAt: stamp('sent_at'),
    /** Dismissed from the interface failure list (a failed message nobody will retry), and why. */
    dismissedAt: stamp('dismissed_at'),
    dismissReason: text('dismiss_reason'),
    dismissedBy: integer('dismissed_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('outbox_messages_key').on(t.key),
    index('outbox_messages_due_idx').on(t.nextAttemptAt, t.id).where(sql`state = 'pending'`),
    index('outbox_messages_unsent_idx').on(t.createdAt, t.id).where(sql`state <> 'sent'`),
    index('outbox_messages_topic_idx').on(t.topic, t.id),
    check('outbox_messages_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);
