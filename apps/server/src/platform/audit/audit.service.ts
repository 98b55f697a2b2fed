import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.js';
import { auditLog } from './audit.table.js';

export type AuditActor = { accountId: number | null; loginId: string | null; ip?: string | null };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

// Secrets never reach the audit trail, whatever object a caller passes.
const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'token', 'cardNumber', 'cvc']);

const redact = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEYS.has(k) ? '***' : redact(v),
      ]),
    );
  }
  return value;
};

/**
 * Writes one audit row. Call it inside the transaction that makes the change, so the change and
 * its record commit or roll back together.
 */
/** The audit row's INSERT, for runTogether with the change's other writes. */
export const auditStatement = (tx: DbOrTx, actor: AuditActor, entry: AuditEntry): SQL =>
  tx
    .insert(auditLog)
    .values({
      actorAccountId: actor.accountId,
      actorLoginId: actor.loginId,
      ip: actor.ip ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: redact(entry.before),
      after: redact(entry.after),
    })
    .getSQL();

export const writeAudit = async (tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> => {
  await tx.execute(auditStatement(tx, actor, entry));
};
