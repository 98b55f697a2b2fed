import {
  type AccountSummary,
  KIND_ROLES,
  type ListPage,
  type ListQuery,
  type LoginHistoryPage,
  type MenuGrantItem,
  type Role,
  STAFF_ACCOUNT_LIST_SPEC,
  type StaffAccountRow,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts, loginHistory } from '../../platform/auth/account.table.js';
import { destroyAccountSessions } from '../../platform/auth/session.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { menuGrants, menuItems } from '../../platform/menu/menu.table.js';

type Field = keyof typeof STAFF_ACCOUNT_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  loginId: accounts.loginId,
  name: accounts.name,
  kind: accounts.kind,
  role: accounts.role,
  disabled: accounts.disabled,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
};

// Qualified by hand: inside the subquery an unqualified column would name menu_grants' own.
const grantCount = sql<number>`(select count(*)::int from menu_grants g where g.account_id = "accounts"."id")`;

const rowColumns = {
  id: accounts.id,
  loginId: accounts.loginId,
  name: accounts.name,
  kind: accounts.kind,
  role: accounts.role,
  phone: accounts.phone,
  customerCode: accounts.customerCode,
  partnerCode: accounts.partnerCode,
  disabled: accounts.disabled,
  lockedUntil: accounts.lockedUntil,
  failedCount: accounts.failedCount,
  lastLoginAt: accounts.lastLoginAt,
  loginCount: accounts.loginCount,
  createdAt: accounts.createdAt,
  grantCount,
};
type Selected = Omit<
  StaffAccountRow,
  'locked' | 'lockedUntil' | 'lastLoginAt' | 'createdAt' | 'kind' | 'role'
> & {
  kind: string;
  role: string;
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const toRow = (r: Selected): StaffAccountRow => ({
  ...r,
  kind: r.kind as StaffAccountRow['kind'],
  role: r.role as StaffAccountRow['role'],
  locked: r.lockedUntil !== null && r.lockedUntil.getTime() > Date.now(),
  lockedUntil: r.lockedUntil?.toISOString() ?? null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** UserManage: every account, by login id; a keyword finds the id or the name. */
export const listStaffAccounts = async (db: DbOrTx, query: ListQuery): Promise<ListPage<StaffAccountRow>> => {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
  const where = listWhere(
    STAFF_ACCOUNT_LIST_SPEC,
    COLUMNS,
    query.filters,
    pattern ? sql`(${accounts.loginId} ilike ${pattern} or ${accounts.name} like ${pattern})` : undefined,
  );
  const select = db
    .select(rowColumns)
    .from(accounts)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, accounts.id));
  return countedPage(db, accounts, where, query, select, (r: Selected) => toRow(r));
};

export async function* staffAccountPages(db: Db, query: ListQuery): AsyncIterable<StaffAccountRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStaffAccounts(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

const summaryOf = (row: typeof accounts.$inferSelect): AccountSummary => ({
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

const lockedAccount = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  if (!row) throw new AppError('E1008');
  return row;
};

/**
 * Changes an account's role within what its kind allows. The account's sessions end: a session
 * carries the role it logged in with, and a demoted user must not keep the old one.
 */
export const changeRole = async (
  db: Db,
  id: number,
  role: Role,
  actor: AuditActor,
): Promise<AccountSummary> =>
  db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    if (!(KIND_ROLES[before.kind as keyof typeof KIND_ROLES] as readonly Role[]).includes(role)) {
      throw new AppError('E0422', `권한: 이 계정 종류에 줄 수 없는 권한입니다 (${role}).`);
    }
    if (actor.accountId === id && role !== before.role) {
      throw new AppError('E2003', '자기 자신의 권한은 바꿀 수 없습니다.');
    }
    const [row] = await tx
      .update(accounts)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(accounts.id, id))
      .returning();
    if (role !== before.role) await destroyAccountSessions(tx, id);
    const after = summaryOf(row!);
    await writeAudit(tx, actor, {
      action: 'account.role',
      entity: 'account',
      entityId: id,
      before: summaryOf(before),
      after,
    });
    return after;
  });

/** Lifts a login lock (after repeated wrong passwords) without changing the password. */
export const unlockAccount = async (db: Db, id: number, actor: AuditActor): Promise<AccountSummary> =>
  db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id);
    const [row] = await tx
      .update(accounts)
      .set({ failedCount: 0, lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(accounts.id, id))
      .returning();
    const after = summaryOf(row!);
    await writeAudit(tx, actor, {
      action: 'account.unlock',
      entity: 'account',
      entityId: id,
      before: summaryOf(before),
      after,
    });
    return after;
  });

/**
 * The menu items an admin may grant one user: items of the admin section (menu_auth admin) with a
 * screen address; the per-user extras of SPEC §6 are admin items shown to one staff user.
 */
export const menuGrantsOf = async (db: DbOrTx, id: number): Promise<MenuGrantItem[]> => {
  await lockedAccount(db, id);
  const rows = await db
    .select({
      menuIdx: menuItems.menuIdx,
      title: menuItems.menuTitle,
      url: menuItems.menuUrl,
      auth: menuItems.menuAuth,
      granted: sql<boolean>`${menuGrants.accountId} is not null`,
    })
    .from(menuItems)
    // A join, not a correlated subquery: its columns are qualified, so the grant is this item's.
    .leftJoin(menuGrants, and(eq(menuGrants.menuIdx, menuItems.menuIdx), eq(menuGrants.accountId, id)))
    .where(
      and(eq(menuItems.menuAuth, 'admin'), eq(menuItems.useYn, 'Y'), sql`${menuItems.menuUrl} is not null`),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.menuIdx));
  return rows;
};

/** Replaces one user's granted menu items; only staff accounts carry grants (SPEC §6). */
export const saveMenuGrants = async (
  db: Db,
  id: number,
  menuIdx: readonly number[],
  actor: AuditActor,
): Promise<MenuGrantItem[]> => {
  await db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    const wanted = [...new Set(menuIdx)];
    if (wanted.length > 0 && account.kind !== 'staff') {
      throw new AppError('E0422', '추가 메뉴: 회사 직원 계정에만 줄 수 있습니다.');
    }
    if (wanted.length > 0 && account.role === 'admin') {
      throw new AppError('E0422', '추가 메뉴: 관리자는 이미 모든 관리자 메뉴를 봅니다.');
    }
    const grantable = wanted.length
      ? await tx
          .select({ menuIdx: menuItems.menuIdx })
          .from(menuItems)
          .where(
            and(
              inArray(menuItems.menuIdx, wanted),
              eq(menuItems.menuAuth, 'admin'),
              eq(menuItems.useYn, 'Y'),
            ),
          )
      : [];
    if (grantable.length !== wanted.length) {
      throw new AppError('E0422', '추가 메뉴: 줄 수 없는 메뉴가 들어 있습니다.');
    }
    const before = await tx
      .select({ menuIdx: menuGrants.menuIdx })
      .from(menuGrants)
      .where(eq(menuGrants.accountId, id));
    await tx.delete(menuGrants).where(eq(menuGrants.accountId, id));
    if (wanted.length > 0)
      await tx.insert(menuGrants).values(wanted.map((m) => ({ accountId: id, menuIdx: m })));
    await writeAudit(tx, actor, {
      action: 'account.grants',
      entity: 'account',
      entityId: id,
      before: before.map((b) => b.menuIdx).sort((a, b) => a - b),
      after: [...wanted].sort((a, b) => a - b),
    });
  });
  return menuGrantsOf(db, id);
};

/** One account's successful logins, newest first. */
export const loginHistoryOf = async (
  db: DbOrTx,
  id: number,
  query: { page: number; size: number },
): Promise<LoginHistoryPage> => {
  await lockedAccount(db, id);
  const where = eq(loginHistory.accountId, id);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(loginHistory).where(where);
  const rows = await db
    .select()
    .from(loginHistory)
    .where(where)
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    rows: rows.map((r) => ({ at: r.at.toISOString(), portal: r.portal, ip: r.ip })),
    total: count?.n ?? 0,
    page: query.page,
    size: query.size,
  };
};
