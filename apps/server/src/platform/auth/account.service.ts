import type { AccountCreate, AccountListQuery, AccountSummary, Role } from '@erp/domain';
import { KIND_ROLES } from '@erp/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuditActor } from '../audit/audit.service.js';
import { writeAudit } from '../audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { accounts } from './account.table.js';
import { hashPassword } from './password.js';
import { destroyAccountSessions } from './session.service.js';

type AccountRow = typeof accounts.$inferSelect;

const toSummary = (row: AccountRow): AccountSummary => ({
  id: row.id,
  loginId: row.loginId,
  name: row.name,
  kind: row.kind as AccountSummary['kind'],
  role: row.role as AccountSummary['role'],
  customerCode: row.customerCode,
  partnerCode: row.partnerCode,
  disabled: row.disabled,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  loginCount: row.loginCount,
});

export const isLoginIdTaken = async (db: Db, loginId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.loginId}) = lower(${loginId})`)
    .limit(1);
  return Boolean(row);
};

/**
 * Creates an account. `withinTransaction` lets an area add its own rows (a customer user's
 * profile) in the same transaction, so an account never exists half-made.
 */
export const createAccount = async (
  db: Db,
  input: AccountCreate,
  actor: AuditActor,
  withinTransaction?: (tx: Tx, account: AccountSummary) => Promise<void>,
): Promise<AccountSummary> => {
  if (!(KIND_ROLES[input.kind] as readonly Role[]).includes(input.role)) {
    throw new AppError('E0422', `권한: ${input.kind} 계정에 줄 수 없는 권한입니다 (${input.role}).`);
  }
  if (input.kind === 'customer' && !input.customerCode) {
    throw new AppError('E0422', '거래처 코드: 거래처 사용자는 거래처 코드가 필요합니다.');
  }
  if (
    ['hr', 'autoreman', 'taegyeong', 'mobis', 'courier', 'seo'].includes(input.kind) &&
    !input.partnerCode
  ) {
    throw new AppError('E0422', '협력사 코드: 이 계정 종류는 소속 코드가 필요합니다.');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accounts)
      .values({
        loginId: input.loginId,
        name: input.name,
        kind: input.kind,
        role: input.role,
        passwordHash,
        customerCode: input.customerCode ?? null,
        partnerCode: input.partnerCode ?? null,
        phone: input.phone ?? null,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw new AppError('E1007');
    const summary = toSummary(row);
    await writeAudit(tx, actor, {
      action: 'account.create',
      entity: 'account',
      entityId: row.id,
      after: summary,
    });
    if (withinTransaction) await withinTransaction(tx, summary);
    return summary;
  });
};

export const listAccounts = async (
  db: Db,
  query: AccountListQuery,
): Promise<{ rows: AccountSummary[]; total: number; page: number; size: number }> => {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(accounts.kind, query.kind));
  if (query.role) filters.push(eq(accounts.role, query.role));
  if (!query.includeDisabled) filters.push(eq(accounts.disabled, false));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(accounts.loginId, pattern), sql`${accounts.name} like ${pattern}`)!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where);
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows: rows.map(toSummary), total: count?.n ?? 0, page: query.page, size: query.size };
};

const loadAccount = async (db: DbOrTx, id: number): Promise<AccountRow> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!row) throw new AppError('E1008');
  return row;
};

/** Disables (or re-enables) an account; disabling ends its sessions at once. */
export const setAccountDisabled = async (
  db: Db,
  id: number,
  disabled: boolean,
  actor: AuditActor,
): Promise<AccountSummary> =>
  db.transaction(async (tx) => {
    const before = await loadAccount(tx, id);
    if (actor.accountId === id && disabled)
      throw new AppError('E2003', '자기 자신의 계정은 사용 중지할 수 없습니다.');
    const [row] = await tx
      .update(accounts)
      .set({ disabled, updatedAt: sql`now()` })
      .where(eq(accounts.id, id))
      .returning();
    if (disabled) await destroyAccountSessions(tx, id);
    const summary = toSummary(row!);
    await writeAudit(tx, actor, {
      action: disabled ? 'account.disable' : 'account.enable',
      entity: 'account',
      entityId: id,
      before: toSummary(before),
      after: summary,
    });
    return summary;
  });

/** Sets a new password, clears the lock and ends every session of the account. */
export const resetPassword = async (
  db: Db,
  id: number,
  password: string,
  actor: AuditActor,
): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await loadAccount(tx, id);
    await tx
      .update(accounts)
      .set({
        passwordHash,
        failedCount: 0,
        lockedUntil: null,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id));
    await destroyAccountSessions(tx, id);
    await writeAudit(tx, actor, { action: 'account.password.reset', entity: 'account', entityId: id });
  });
};

/** Active staff, mobile staff and external sales accounts by name, for pickers. */
export const listStaffNames = async (
  db: DbOrTx,
): Promise<{ id: number; name: string; kind: string; role: string }[]> =>
  db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, role: accounts.role })
    .from(accounts)
    .where(and(inArray(accounts.kind, ['staff', 'mobile', 'external']), eq(accounts.disabled, false)))
    .orderBy(asc(accounts.name), asc(accounts.id));
