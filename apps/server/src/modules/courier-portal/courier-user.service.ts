import {
  COURIER_COMPANIES,
  COURIER_COMPANY_KEYS,
  type CourierCompanyKey,
  type CourierUser,
  type CourierUserInsert,
  type CourierUserListQuery,
  type CourierUserModify,
  type ListPage,
} from '@erp/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { createAccount } from '../../platform/auth/account.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import { hashPassword } from '../../platform/auth/password.js';
import { destroyAccountSessions } from '../../platform/auth/session.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { combine, countedPage, escapeLike } from '../../platform/list/list-query.sql.js';

// Courier company accounts (SPEC §2.20 CourierKyungdongUserRegister, CourierAllUserList): head
// office registers them with the company's partner code and role cirkep (argon2id like every
// account, through createAccount); a modification changes name, phone, password or the stop, and
// a stop ends the account's sessions at once. Only courier accounts are reachable here: any other
// account id reads as a missing courier user.

type Row = typeof accounts.$inferSelect;

const COURIER_SCOPE: SQL = and(
  eq(accounts.kind, 'courier'),
  inArray(accounts.partnerCode, [...COURIER_COMPANY_KEYS]),
)!;

const companyOf = (code: string | null): CourierCompanyKey =>
  (COURIER_COMPANY_KEYS as readonly string[]).includes(code ?? '')
    ? (code as CourierCompanyKey)
    : COURIER_COMPANY_KEYS[0];

const toUser = (row: Row): CourierUser => {
  const company = companyOf(row.partnerCode);
  return {
    id: row.id,
    company,
    companyName: COURIER_COMPANIES[company].name,
    loginId: row.loginId,
    name: row.name,
    phone: row.phone,
    disabled: row.disabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    loginCount: row.loginCount,
    createdAt: row.createdAt.toISOString(),
  };
};

const loadCourier = async (db: DbOrTx, id: number): Promise<Row> => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), COURIER_SCOPE));
  if (!row) throw new AppError('E2001', '택배사 사용자를 찾을 수 없습니다.');
  return row;
};

export const courierUserOf = async (db: DbOrTx, id: number): Promise<CourierUser> =>
  toUser(await loadCourier(db, id));

export const listCourierUsers = async (
  db: DbOrTx,
  query: CourierUserListQuery,
): Promise<ListPage<CourierUser>> => {
  const conditions: (SQL | undefined)[] = [COURIER_SCOPE];
  if (query.company) conditions.push(eq(accounts.partnerCode, query.company));
  if (!query.includeDisabled) conditions.push(eq(accounts.disabled, false));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword.toLowerCase())}%`;
    conditions.push(sql`(lower(${accounts.loginId}) like ${like} or lower(${accounts.name}) like ${like})`);
  }
  const where = combine(conditions);
  return countedPage(
    db,
    accounts,
    where,
    query,
    db.select().from(accounts).where(where).orderBy(desc(accounts.id)).$dynamic(),
    toUser,
  );
};

export const insertCourierUser = async (
  db: Db,
  input: CourierUserInsert,
  actor: AuditActor,
): Promise<CourierUser> => {
  const created = await createAccount(
    db,
    {
      loginId: input.loginId,
      password: input.password,
      name: input.name,
      kind: 'courier',
      role: 'cirkep',
      customerCode: null,
      partnerCode: input.company,
      phone: input.phone ?? null,
    },
    actor,
  );
  return courierUserOf(db, created.id);
};

export const modifyCourierUser = async (
  db: Db,
  id: number,
  input: CourierUserModify,
  actor: AuditActor,
): Promise<CourierUser> => {
  // Hashing is slow on purpose (argon2id): done before the transaction, never while holding the row.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const before = await loadCourier(tx, id);
    await tx
      .update(accounts)
      .set({
        name: input.name,
        phone: input.phone ?? null,
        disabled: input.disabled,
        ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id));
    // A stopped account, or one whose password changed, must log in again.
    if (input.disabled || passwordHash) await destroyAccountSessions(tx, id);
    await writeAudit(tx, actor, {
      action: 'courier.user.modify',
      entity: 'account',
      entityId: id,
      before: { name: before.name, phone: before.phone, disabled: before.disabled },
      after: {
        name: input.name,
        phone: input.phone ?? null,
        disabled: input.disabled,
        password: passwordHash ? 'changed' : 'kept',
      },
    });
  });
  return courierUserOf(db, id);
};
