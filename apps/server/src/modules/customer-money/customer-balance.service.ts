import type { CustomerMoney, CustomerMoneyQuery, ListPage } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// CustomerBalance and CustomerBalanceList: each customer's receivable, deposit and points, read
// from the three ledgers' cached balances (verify:ledgers keeps them equal to their entries).

const MONEY_SQL = sql`c.code as "customerCode", c.name as "customerName",
  coalesce(rb.balance, 0) as receivable, coalesce(db.balance, 0) as deposit, coalesce(pb.balance, 0) as points,
  (select max(l.at) from customer_ledger l where l.customer_id = c.id and l.kind like 'payment-%') as "lastPaymentAt"`;
const MONEY_FROM = sql`from customers c left join customer_balances rb on rb.customer_id = c.id
  left join customer_deposit_balances db on db.customer_id = c.id left join point_balances pb on pb.customer_id = c.id`;
type MoneySql = {
  customerCode: string;
  customerName: string;
  receivable: string;
  deposit: string;
  points: string;
  lastPaymentAt: Date | string | null;
};
const toMoney = (r: MoneySql): CustomerMoney => ({
  customerCode: r.customerCode,
  customerName: r.customerName,
  receivable: Number(r.receivable),
  deposit: Number(r.deposit),
  points: Number(r.points),
  lastPaymentAt: r.lastPaymentAt == null ? null : new Date(r.lastPaymentAt).toISOString(),
});

export const customerMoneyOf = async (db: DbOrTx, code: string): Promise<CustomerMoney> => {
  const [row] = await queryRows<MoneySql>(db, sql`select ${MONEY_SQL} ${MONEY_FROM} where c.code = ${code}`);
  if (!row) throw new AppError('E2001', `거래처를 찾을 수 없습니다 (${code}).`);
  return toMoney(row);
};

export const listCustomerMoney = async (
  db: DbOrTx,
  q: CustomerMoneyQuery,
): Promise<ListPage<CustomerMoney>> => {
  const parts: SQL[] = [];
  if (q.keyword)
    parts.push(sql`(c.name like ${`%${q.keyword}%`} or c.code like ${`${q.keyword.toUpperCase()}%`})`);
  if (q.nonZero)
    parts.push(
      sql`(coalesce(rb.balance, 0) <> 0 or coalesce(db.balance, 0) <> 0 or coalesce(pb.balance, 0) <> 0)`,
    );
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${MONEY_FROM} ${where}`);
  const rows = await queryRows<MoneySql>(
    db,
    sql`select ${MONEY_SQL} ${MONEY_FROM} ${where} order by coalesce(rb.balance, 0) desc, c.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toMoney),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};
