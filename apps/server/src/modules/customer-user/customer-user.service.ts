import type {
  CustomerUser,
  CustomerUserCreate,
  CustomerUserListQuery,
  CustomerUserUpdate,
  LoginCountRow,
  WeeklyLoginCount,
} from '@erp/domain';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { isStaff, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { createAccount, setAccountDisabled } from '../../platform/auth/account.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { escapeLike } from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { customerUserProfiles } from './customer-user.table.js';

const selectUsers = (db: DbOrTx) =>
  db
    .select({ account: accounts, profile: customerUserProfiles, customerName: customers.name })
    .from(accounts)
    .leftJoin(customerUserProfiles, eq(customerUserProfiles.accountId, accounts.id))
    .leftJoin(customers, eq(customers.code, accounts.customerCode));

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

const toCustomerUser = (r: UserRow): CustomerUser => ({
  id: r.account.id,
  loginId: r.account.loginId,
  name: r.account.name,
  customerCode: r.account.customerCode ?? '',
  customerName: r.customerName,
  phone: r.account.phone,
  email: r.profile?.email ?? null,
  recommendCode: r.profile?.recommendCode ?? null,
  disabled: r.account.disabled,
  loginCount: r.account.loginCount,
  lastLoginAt: r.account.lastLoginAt?.toISOString() ?? null,
  createdAt: r.account.createdAt.toISOString(),
});

const isCustomerUser = eq(accounts.kind, 'customer');

export const createCustomerUser = async (
  db: Db,
  input: CustomerUserCreate,
  actor: AuditActor,
): Promise<CustomerUser> => {
  const [customer] = await db
    .select({ code: customers.code })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E0422', `거래처 코드: 없는 거래처입니다 (${input.customerCode}).`);
  const account = await createAccount(
    db,
    {
      loginId: input.loginId,
      password: input.password,
      name: input.name,
      kind: 'customer',
      role: 'cust',
      customerCode: input.customerCode,
      phone: input.phone ?? null,
    },
    actor,
    async (tx, created) => {
      await tx.insert(customerUserProfiles).values({
        accountId: created.id,
        email: input.email ?? null,
        recommendCode: input.recommendCode ?? null,
        recommendChangedAt: input.recommendCode ? sql`now()` : null,
      });
    },
  );
  return getCustomerUser(db, account.id, null);
};

/** One customer user; a customer user may read itself and the users of its own customer only. */
export const getCustomerUser = async (
  db: DbOrTx,
  id: number,
  viewer: SessionUser | null,
): Promise<CustomerUser> => {
  const [row] = await selectUsers(db)
    .where(
      and(
        eq(accounts.id, id),
        isCustomerUser,
        viewer && !isStaff(viewer) ? eq(accounts.customerCode, viewer.customerCode ?? '') : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('E2001', '거래처 사용자를 찾을 수 없습니다.');
  return toCustomerUser(row);
};

export const listCustomerUsers = async (
  db: DbOrTx,
  query: CustomerUserListQuery,
): Promise<{ rows: CustomerUser[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [
    isCustomerUser,
    query.customerCode ? eq(accounts.customerCode, query.customerCode) : undefined,
    query.includeDisabled ? undefined : eq(accounts.disabled, false),
  ];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(
      or(
        ilike(accounts.loginId, pattern),
        sql`${accounts.name} like ${pattern}`,
        sql`${customers.name} like ${pattern}`,
        sql`${accounts.phone} like ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(accounts.customerCode, accounts.id)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .leftJoin(customers, eq(customers.code, accounts.customerCode))
    .where(where);
  return { rows: rows.map(toCustomerUser), total: Number(count?.n ?? 0) };
};

export const updateCustomerUser = async (
  db: Db,
  id: number,
  input: CustomerUserUpdate,
  actor: AuditActor,
): Promise<CustomerUser> => {
  const before = await getCustomerUser(db, id, null);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ name: input.name, phone: input.phone ?? null, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
    await tx
      .insert(customerUserProfiles)
      .values({ accountId: id, email: input.email ?? null })
      .onConflictDoUpdate({ target: customerUserProfiles.accountId, set: { email: input.email ?? null } });
    await writeAudit(tx, actor, {
      action: 'customer-user.update',
      entity: 'account',
      entityId: id,
      before: { name: before.name, phone: before.phone, email: before.email },
      after: { name: input.name, phone: input.phone ?? null, email: input.email ?? null },
    });
  });
  if (input.disabled !== before.disabled) await setAccountDisabled(db, id, input.disabled, actor);
  return getCustomerUser(db, id, null);
};

/** Sets (or, with null, clears) the recommender code of a customer user (CustomerRecommenderInfo). */
export const setRecommendCode = async (
  db: Db,
  id: number,
  recommendCode: string | null,
  actor: AuditActor,
): Promise<CustomerUser> => {
  const before = await getCustomerUser(db, id, null);
  if (before.recommendCode === recommendCode) return before;
  await db.transaction(async (tx) => {
    await tx
      .insert(customerUserProfiles)
      .values({ accountId: id, recommendCode, recommendChangedAt: sql`now()` })
      .onConflictDoUpdate({
        target: customerUserProfiles.accountId,
        set: { recommendCode, recommendChangedAt: sql`now()` },
      });
    // Recommendation points follow this code, so its changes are audited like money.
    await writeAudit(tx, actor, {
      action: recommendCode ? 'customer-user.recommend.change' : 'customer-user.recommend.clear',
      entity: 'account',
      entityId: id,
      before: { recommendCode: before.recommendCode },
      after: { recommendCode },
    });
  });
  return getCustomerUser(db, id, null);
};

/** Customer users with no login for `days` days (never-logged-in users count from creation). */
export const listDormantCustomerUsers = async (
  db: DbOrTx,
  query: { days: number; page: number; size: number },
): Promise<{ rows: CustomerUser[]; total: number }> => {
  const where = and(
    isCustomerUser,
    eq(accounts.disabled, false),
    sql`coalesce(${accounts.lastLoginAt}, ${accounts.createdAt}) < now() - make_interval(days => ${query.days})`,
  );
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(sql`coalesce(${accounts.lastLoginAt}, ${accounts.createdAt})`, accounts.id)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where);
  return { rows: rows.map(toCustomerUser), total: Number(count?.n ?? 0) };
};

/** Users who logged in at least `loginCount` times in the Korean month `searchMonth` (YYYYMM). */
export const listCustomerUserLoginInfo = async (
  db: DbOrTx,
  query: { searchMonth: string; loginCount: number },
): Promise<LoginCountRow[]> => {
  const month = `${query.searchMonth.slice(0, 4)}-${query.searchMonth.slice(4, 6)}-01`;
  const rows = await queryRows<{
    id: number;
    login_id: string;
    name: string;
    customer_code: string;
    customer_name: string | null;
    n: number;
  }>(
    db,
    sql`select a.id, a.login_id, a.name, a.customer_code, c.name as customer_name, count(h.id)::int as n
        from accounts a
        left join customers c on c.code = a.customer_code
        left join login_history h on h.account_id = a.id
          and h.at >= (${month}::date)::timestamp at time zone 'Asia/Seoul'
          and h.at < ((${month}::date + interval '1 month')::timestamp at time zone 'Asia/Seoul')
        where a.kind = 'customer'
        group by a.id, a.login_id, a.name, a.customer_code, c.name
        having count(h.id) >= ${query.loginCount}
        order by n desc, a.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    loginId: r.login_id,
    name: r.name,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    loginCount: Number(r.n),
  }));
};

/** Logins of customer users per Korean calendar week (Monday first), newest week first. */
export const weeklyCustomerLoginCounts = async (
  db: DbOrTx,
  query: { weeks: number; customerCode?: string | undefined },
): Promise<WeeklyLoginCount[]> => {
  const rows = await queryRows<{ week_start: string; logins: number; users: number }>(
    db,
    sql`select to_char(date_trunc('week', h.at at time zone 'Asia/Seoul'), 'YYYYMMDD') as week_start,
               count(*)::int as logins, count(distinct h.account_id)::int as users
        from login_history h join accounts a on a.id = h.account_id
        where a.kind = 'customer'
          and h.at >= date_trunc('week', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul' - make_interval(weeks => ${query.weeks - 1})
          and (${query.customerCode ?? null}::text is null or a.customer_code = ${query.customerCode ?? null}::text)
        group by 1 order by 1 desc`,
  );
  return rows.map((r) => ({ weekStart: r.week_start, logins: Number(r.logins), users: Number(r.users) }));
};
