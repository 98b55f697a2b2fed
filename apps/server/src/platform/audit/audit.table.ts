import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampNow } from '../db/columns.js';

// Append-only: who changed money, stock, points, accounts or permissions, when, and from what to what.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: stampNow('at'),
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
