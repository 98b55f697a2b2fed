import type { ApprovalAction } from '@erp/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';

// The pieces of a step on the four-eyes path that purchase orders and returns take the same
// way: the document locked at the version the person saw, the version bumped with each change,
// and who took the step and when (the columns of approvalColumns()).

/** A four-eyes document table: found by code, changed at a version. */
type VersionedTable = PgTable & { id: PgColumn; code: PgColumn; version: PgColumn };

/**
 * The document row, locked for the rest of the transaction; refused when it is not there or the
 * version read is not the stored one (stale: 409). version undefined: any version.
 */
export const lockAtVersion = async <T extends VersionedTable>(
  tx: Tx,
  table: T,
  code: string,
  version: number | undefined,
  refusals: { notFound: (code: string) => AppError; stale: string },
): Promise<T['$inferSelect']> => {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.code, code.trim().toUpperCase()))
    .for('update')) as T['$inferSelect'][];
  if (!row) throw refusals.notFound(code);
  if (version !== undefined && (row as { version: number }).version !== version)
    throw new AppError('E0409', refusals.stale);
  return row;
};

/** The set of a change: the values with a new version, so a person holding the old one is refused. */
export const withNewVersion = <V extends object>(table: VersionedTable, values: V) => ({
  ...values,
  updatedAt: sql`now()`,
  version: sql`${table.version} + 1`,
});

type StampedStep = Exclude<ApprovalAction, 'modify'>;

type Stamp = Partial<Record<'checkedBy' | 'approvedBy' | 'savedBy' | 'closedBy', number | null>> &
  Partial<Record<'checkedAt' | 'approvedAt' | 'savedAt' | 'closedAt', SQL>>;

/** Who took `step` and when: checked, approved, saved or closed (a reject or a cancel). */
export const stepStamp = (step: StampedStep, actorId: number | null): Stamp => {
  const now = sql`now()`;
  switch (step) {
    case 'check':
      return { checkedBy: actorId, checkedAt: now };
    case 'lastCheck':
      return { approvedBy: actorId, approvedAt: now };
    case 'save':
      return { savedBy: actorId, savedAt: now };
    case 'reject':
    case 'cancel':
      return { closedBy: actorId, closedAt: now };
  }
};
