import type { ExternalCustomer, ExternalCustomerQuery, ExternalMain } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { escapeLike } from '../../platform/list/list-query.sql.js';
import { loadRotationDay } from './external-rotation.service.js';
import { externalOf, recommendedCodes } from './external-scope.js';

// What an external sees of their own portfolio: the customers they recommended (with the last
// order and the receivable balance, read live from the order and ledger tables) and their day.

export const listExternalCustomers = async (
  db: DbOrTx,
  user: SessionUser,
  query: ExternalCustomerQuery,
): Promise<{ rows: ExternalCustomer[]; total: number }> => {
  const ext = await externalOf(db, user, query.externalId);
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = sql`c.code in ${recommendedCodes(ext.recommendCode)}
    and (${pattern}::text is null or c.name like ${pattern} or c.code ilike ${pattern}
         or coalesce(c.phone, '') like ${pattern} or coalesce(c.address, '') like ${pattern})`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers c where ${where}`,
  );
  const rows = await queryRows<ExternalCustomer>(
    db,
    sql`select c.code as "customerCode", c.name as "customerName", c.representative, c.phone, c.address,
               c.rank, o.code as "lastOrderCode", to_char(o.order_date, 'YYYYMMDD') as "lastOrderDate",
               coalesce(b.balance, 0)::bigint::int as balance
        from customers c
        left join customer_balances b on b.customer_id = c.id
        left join lateral (select so.code, so.order_date from sales_orders so
                            where so.customer_id = c.id order by so.order_date desc, so.id desc limit 1) o on true
        where ${where}
        order by c.name, c.code
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return { rows: rows.map((r) => ({ ...r, balance: Number(r.balance) })), total: count?.n ?? 0 };
};

/** ISO weekday of a Korean day, 1 = Monday … 7 = Sunday. */
const isoWeekday = (isoDate: string): number => {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The Monday of the Korean week of `isoDate` (week reports are dated by it). */
export const mondayOf = (isoDate: string): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (isoWeekday(isoDate) - 1));
  return d.toISOString().slice(0, 10);
};

export const loadExternalMain = async (db: DbOrTx, user: SessionUser): Promise<ExternalMain> => {
  const ext = await externalOf(db, user, null);
  const today = kstIsoDate();
  const weekday = isoWeekday(today);
  const day = weekday <= 6 ? await loadRotationDay(db, ext, weekday, null) : null;
  const orders = await queryRows<ExternalMain['orders'][number]>(
    db,
    sql`select so.code, c.code as "customerCode", c.name as "customerName", so.status, so.total::int as total
        from sales_orders so join customers c on c.id = so.customer_id
        where so.order_date = ${today}::date and c.code in ${recommendedCodes(ext.recommendCode)}
        order by so.id desc limit 50`,
  );
  const reports = await queryRows<{ kind: string; code: string }>(
    db,
    sql`select kind, code from external_reports where account_id = ${ext.accountId}
        and ((kind = 'day' and report_date = ${today}::date) or (kind = 'week' and report_date = ${mondayOf(today)}::date))`,
  );
  const [unread] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from external_report_comments rc
        join external_reports r on r.id = rc.report_id
        where r.account_id = ${ext.accountId} and rc.at > now() - interval '7 days'`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers c where c.code in ${recommendedCodes(ext.recommendCode)}`,
  );
  return {
    today: today.replaceAll('-', ''),
    weekday,
    visits: day?.visits ?? [],
    orders: orders.map((o) => ({ ...o, total: Number(o.total) })),
    dayReportCode: reports.find((r) => r.kind === 'day')?.code ?? null,
    weekReportCode: reports.find((r) => r.kind === 'week')?.code ?? null,
    unreadComments: unread?.n ?? 0,
    customerCount: count?.n ?? 0,
  };
};
