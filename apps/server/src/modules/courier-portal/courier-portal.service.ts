import {
  type CourierCheckQuery,
  type CourierLoginQuery,
  type CourierLoginRow,
  type CourierParcel,
  type CourierToday,
  courierNameOf,
  type ListPage,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayRange, pageWindow } from '../../platform/list/list-query.sql.js';

// The courier company's view of the deliveries module: the deliveries handed over at the desk
// with a waybill, by a method whose courier is this company. Its own confirmations are the only
// rows it writes.

type Company = { partnerCode: string; name: string };

/** The caller's courier company; an account of no known company sees nothing. */
const companyOf = (user: SessionUser): Company => {
  const name = courierNameOf(user.partnerCode);
  if (!user.partnerCode || !name) throw new AppError('E2001', '택배사 정보를 찾을 수 없습니다.');
  return { partnerCode: user.partnerCode, name };
};

const FROM = sql`from deliveries d
  join delivery_methods m on m.code = d.method_code and m.kind = 'courier'
  join customers c on c.id = d.customer_id
  left join sales_orders o on o.id = d.order_id
  left join courier_handovers h on h.delivery_id = d.id
  left join accounts a on a.id = h.account_id`;

const SELECT = sql`select d.code as delivery_code, o.code as order_code, d.waybill_no, c.name as customer_name,
  m.name as method_name, d.completed_at, h.confirmed_at, a.name as confirmed_by`;

/** Handed to this company: a courier method of its name, handed over at the desk with a waybill. */
const ownedBy = (company: Company): SQL =>
  sql`m.courier_name = ${company.name} and d.status = 'done' and d.waybill_no is not null`;

type Row = {
  delivery_code: string;
  order_code: string | null;
  waybill_no: string;
  customer_name: string;
  method_name: string;
  completed_at: Date | string | null;
  confirmed_at: Date | string | null;
  confirmed_by: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toParcel = (r: Row): CourierParcel => ({
  deliveryCode: r.delivery_code,
  orderCode: r.order_code,
  waybillNo: r.waybill_no,
  customerName: r.customer_name,
  methodName: r.method_name,
  handedAt: iso(r.completed_at),
  confirmedAt: iso(r.confirmed_at),
  confirmedBy: r.confirmed_by,
});

const kstToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');

/** CourierKyungdongMain: today's consignments (handed today, or confirmed today). */
export const courierToday = async (db: DbOrTx, user: SessionUser): Promise<CourierToday> => {
  const company = companyOf(user);
  const day = kstToday();
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} ${FROM} where ${ownedBy(company)}
        and (${kstDayRange(sql`d.completed_at`, day, day)} or ${kstDayRange(sql`h.confirmed_at`, day, day)})
        order by d.completed_at desc, d.id desc limit 1000`,
  );
  const list = rows.map(toParcel);
  return {
    companyName: company.name,
    day,
    handed: list.length,
    confirmed: list.filter((r) => r.confirmedAt !== null).length,
    rows: list,
  };
};

/**
 * A scanned waybill: the company confirms it took the parcel (one confirmation per delivery).
 * Another company's waybill, or one never handed over, reads exactly as an unknown one.
 */
export const confirmWaybill = async (
  db: Db,
  user: SessionUser,
  waybillNo: string,
): Promise<CourierParcel> => {
  const company = companyOf(user);
  const value = waybillNo.trim();
  return db.transaction(async (tx) => {
    const found = await queryRows<{ id: number; confirmed: boolean }>(
      tx,
      sql`select d.id, (h.id is not null) as confirmed ${FROM}
          where ${ownedBy(company)} and d.waybill_no = ${value} for update of d`,
    );
    if (found.length === 0) throw new AppError('E2001', `송장 ${value}: 인계된 택배를 찾을 수 없습니다.`);
    const open = found.filter((f) => !f.confirmed);
    if (open.length === 0) throw new AppError('E2003', `송장 ${value}: 이미 인수 확인한 택배입니다.`);
    for (const f of open)
      await tx.execute(
        sql`insert into courier_handovers (delivery_id, partner_code, waybill_no, account_id)
            values (${f.id}, ${company.partnerCode}, ${value}, ${user.accountId})
            on conflict (delivery_id) do nothing`,
      );
    const [row] = await queryRows<Row>(
      tx,
      sql`${SELECT} ${FROM} where ${ownedBy(company)} and d.id = ${open[0]!.id}`,
    );
    return toParcel(row!);
  });
};

const page = async <R, T>(
  db: DbOrTx,
  select: SQL,
  from: SQL,
  where: SQL,
  order: SQL,
  query: { page: number; size: number },
  toRow: (r: R) => T,
): Promise<ListPage<T>> => {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows<R>(
    db,
    sql`${select} ${from} where ${where} ${order} limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${from} where ${where} limit 1001) x`,
  );
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total: Math.min(total, 1000),
    totalCapped: total > 1000,
    page: query.page,
    size: query.size,
  };
};

/** CourierCheckInfoList: the company's confirmations in a period (by who confirmed, by waybill). */
export const listCourierChecks = async (
  db: DbOrTx,
  user: SessionUser,
  query: CourierCheckQuery,
): Promise<ListPage<CourierParcel>> => {
  const company = companyOf(user);
  const filters: SQL[] = [
    ownedBy(company),
    sql`h.partner_code = ${company.partnerCode}`,
    kstDayRange(sql`h.confirmed_at`, query.fromDate, query.toDate),
  ];
  if (query.waybillNo) filters.push(sql`d.waybill_no = ${query.waybillNo}`);
  if (query.loginId) filters.push(sql`lower(a.login_id) = lower(${query.loginId})`);
  return page(
    db,
    SELECT,
    FROM,
    sql.join(filters, sql` and `),
    sql`order by h.confirmed_at desc, h.id desc`,
    query,
    toParcel,
  );
};

/** CourierLogInInfoList: the logins of the company's own accounts. */
export const listCourierLogins = async (
  db: DbOrTx,
  user: SessionUser,
  query: CourierLoginQuery,
): Promise<ListPage<CourierLoginRow>> => {
  const company = companyOf(user);
  const filters: SQL[] = [
    sql`a.kind = 'courier' and a.partner_code = ${company.partnerCode}`,
    kstDayRange(sql`h.at`, query.fromDate, query.toDate),
  ];
  if (query.loginId) filters.push(sql`lower(a.login_id) = lower(${query.loginId})`);
  return page(
    db,
    sql`select h.id, a.login_id, a.name, h.at, h.ip`,
    sql`from login_history h join accounts a on a.id = h.account_id`,
    sql.join(filters, sql` and `),
    sql`order by h.at desc, h.id desc`,
    query,
    (r: { id: number; login_id: string; name: string; at: Date | string; ip: string | null }) => ({
      id: Number(r.id),
      loginId: r.login_id,
      name: r.name,
      at: new Date(r.at).toISOString(),
      ip: r.ip,
    }),
  );
};
