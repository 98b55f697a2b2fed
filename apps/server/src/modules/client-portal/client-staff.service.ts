import type {
  ClientLoginRow,
  ClientPeriod,
  ClientRequest,
  ClientRequestAnswer,
  ClientStaffQuery,
  ClientUserDetail,
  ClientUserQuery,
  ClientUserRow,
  ListPage,
} from '@erp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts, loginHistory } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { fieldError } from './client-auth.service.js';
import { pagedClientOrders } from './client-order.sql.js';
import { listCars, loadProfile, toRequest } from './client-portal.service.js';
import { clientCarRequests, clientCars, clientOrders, clientProfiles } from './client-portal.table.js';

// The staff side of the QR customers: the user list, one user (address, cars, requests with
// answers), the login log (login_history of platform/auth, SPEC §2.3) and the orders.

const USER_NOT_FOUND = 'QR 고객을 찾을 수 없습니다.';

const since = (period: ClientPeriod, column: string) =>
  ({
    today: sql.raw(
      `${column} >= date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`,
    ),
    week: sql.raw(`${column} >= now() - interval '7 days'`),
    month: sql.raw(`${column} >= now() - interval '30 days'`),
    all: sql`true`,
  })[period];

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listClientUsers = async (
  db: DbOrTx,
  query: ClientUserQuery,
): Promise<ListPage<ClientUserRow>> => {
  const filters = [sql`true`];
  if (query.keyword) {
    const p = like(query.keyword);
    filters.push(sql`(a.login_id ilike ${p} or a.name ilike ${p} or cp.phone like ${p})`);
  }
  if (query.shop) filters.push(sql`cp.shop_code = ${query.shop.toUpperCase()}`);
  const rows = await queryRows<{
    login_id: string;
    name: string;
    phone: string;
    shop_code: string;
    shop_name: string;
    address: string | null;
    cars: number;
    orders: number;
    open_requests: number;
    login_count: number;
    last_login_at: Date | string | null;
    disabled: boolean;
    created_at: Date | string;
    total_count: number;
  }>(
    db,
    sql`select a.login_id, a.name, cp.phone, cp.shop_code, c.name as shop_name, cp.address, a.login_count,
               a.last_login_at, a.disabled, cp.created_at,
               (select count(*)::int from ${clientCars} x where x.account_id = a.id and x.removed_at is null) as cars,
               (select count(*)::int from ${clientOrders} x where x.account_id = a.id) as orders,
               (select count(*)::int from ${clientCarRequests} x where x.account_id = a.id and x.status = 'open') as open_requests,
               count(*) over ()::int as total_count
        from ${clientProfiles} cp
        join ${accounts} a on a.id = cp.account_id
        join ${customers} c on c.code = cp.shop_code
        where ${sql.join(filters, sql` and `)}
        order by cp.created_at desc, cp.account_id desc
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    rows: rows.map((r) => ({
      loginId: r.login_id,
      name: r.name,
      phone: r.phone,
      shopCode: r.shop_code,
      shopName: r.shop_name,
      address: r.address,
      cars: r.cars,
      orders: r.orders,
      openRequests: r.open_requests,
      loginCount: r.login_count,
      lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at).toISOString(),
      disabled: r.disabled,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: rows[0]?.total_count ?? 0,
    totalCapped: false,
    page: query.page,
    size: query.size,
  };
};

export const clientAccountId = async (db: DbOrTx, loginId: string): Promise<number> => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(clientProfiles, eq(clientProfiles.accountId, accounts.id))
    .where(sql`lower(${accounts.loginId}) = lower(${loginId})`);
  if (!row) throw new AppError('E2001', USER_NOT_FOUND);
  return row.id;
};

const requestsOf = async (db: DbOrTx, accountId: number): Promise<ClientRequest[]> => {
  const rows = await db
    .select({ r: clientCarRequests, vin: clientCars.vin, carNo: clientCars.carNo, by: accounts.name })
    .from(clientCarRequests)
    .innerJoin(clientCars, eq(clientCars.id, clientCarRequests.carId))
    .leftJoin(accounts, eq(accounts.id, clientCarRequests.answeredBy))
    .where(eq(clientCarRequests.accountId, accountId))
    .orderBy(desc(clientCarRequests.id))
    .limit(200);
  return Promise.all(rows.map((row) => toRequest(db, row.r, row, row.by)));
};

export const clientUserDetail = async (db: DbOrTx, loginId: string): Promise<ClientUserDetail> => {
  const accountId = await clientAccountId(db, loginId);
  const [profile, cars, requests] = await Promise.all([
    loadProfile(db, accountId),
    listCars(db, accountId),
    requestsOf(db, accountId),
  ]);
  return { profile, cars, requests };
};

export const locateClient = async (
  db: Db,
  loginId: string,
  at: { lat: number; lng: number },
  actor: AuditActor,
) => {
  const accountId = await clientAccountId(db, loginId);
  await db
    .update(clientProfiles)
    .set({ lat: at.lat, lng: at.lng, updatedAt: sql`now()` })
    .where(eq(clientProfiles.accountId, accountId));
  await writeAudit(db, actor, { action: 'client.locate', entity: 'account', entityId: accountId, after: at });
  return loadProfile(db, accountId);
};

export const answerRequest = async (
  db: Db,
  id: number,
  input: ClientRequestAnswer,
  actor: AuditActor,
): Promise<ClientRequest> => {
  if (input.partCodes.length > 0) {
    const found = await db
      .select({ code: parts.code })
      .from(parts)
      .where(sql`${parts.code} in ${input.partCodes}`);
    const missing = input.partCodes.filter((c) => !found.some((f) => f.code === c));
    if (missing.length > 0)
      throw fieldError('partCodes', '추천 품목', `없는 품목입니다 (${missing.join(', ')}).`);
  }
  const [row] = await db
    .update(clientCarRequests)
    .set({
      status: 'answered',
      answer: input.answer,
      partCodes: input.partCodes,
      answeredBy: actor.accountId,
      answeredAt: sql`now()`,
    })
    .where(eq(clientCarRequests.id, id))
    .returning();
  if (!row) throw new AppError('E2001', '부품 요청을 찾을 수 없습니다.');
  await writeAudit(db, actor, {
    action: 'client.request.answer',
    entity: 'client_car_request',
    entityId: id,
  });
  const [car] = await db.select().from(clientCars).where(eq(clientCars.id, row.carId));
  const [by] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId ?? 0));
  return toRequest(db, row, car!, by?.name ?? null);
};

export const clientLogins = async (
  db: DbOrTx,
  query: ClientStaffQuery,
): Promise<ListPage<ClientLoginRow>> => {
  const filters = [sql`a.kind = 'client'`, since(query.period, 'h.at')];
  if (query.loginId) filters.push(sql`lower(a.login_id) = lower(${query.loginId})`);
  const rows = await queryRows<{
    id: number | string;
    login_id: string;
    name: string;
    ip: string | null;
    at: Date | string;
    total_count: number;
  }>(
    db,
    sql`select h.id, a.login_id, a.name, h.ip, h.at, count(*) over ()::int as total_count
        from ${loginHistory} h join ${accounts} a on a.id = h.account_id
        where ${and(...filters)}
        order by h.at desc, h.id desc
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      loginId: r.login_id,
      name: r.name,
      ip: r.ip,
      at: new Date(r.at).toISOString(),
    })),
    total: rows[0]?.total_count ?? 0,
    totalCapped: false,
    page: query.page,
    size: query.size,
  };
};

export const staffClientOrders = (db: DbOrTx, query: ClientStaffQuery) => {
  const filters = [since(query.period, 'co.created_at')];
  if (query.loginId) filters.push(sql`lower(a.login_id) = lower(${query.loginId})`);
  if (query.status) filters.push(sql`o.status = ${query.status}`);
  return pagedClientOrders(db, and(...filters)!, query.page, query.size);
};
