import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Append-only: who changed money, stock, points, accounts or permissions, when, and from what to what.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: integer('actor_account_id'),
    actorLoginId: text('actor_login_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
