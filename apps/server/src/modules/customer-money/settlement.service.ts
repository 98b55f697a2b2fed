import type { AppSettlementInput, AppSettlementQuery, AppSettlementRow, ListPage } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// app/customerStlmtStdList: customers with app users (customer accounts) and their settlement
// standard; a customer without one is listed as unset so it can be given one.

const ROW_SQL = sql`c.code as "customerCode", c.name as "customerName", s.cycle, s.closing_day as "closingDay",
  s.pay_days as "payDays", s.method, s.memo,
  (select count(*)::int from accounts a where a.customer_code = c.code and a.kind = 'customer') as "appUsers",
  s.updated_at as "updatedAt"`;
const FROM = sql`from customers c left join customer_settlement_standards s on s.customer_id = c.id`;
const APP = sql`(exists (select 1 from accounts a where a.customer_code = c.code and a.kind = 'customer') or s.customer_id is not null)`;
type RowSql = Omit<AppSettlementRow, 'updatedAt'> & { updatedAt: Date | string | null };
const toRow = (r: RowSql): AppSettlementRow => ({
  ...r,
  updatedAt: r.updatedAt == null ? null : new Date(r.updatedAt).toISOString(),
});

export const listSettlements = async (
  db: DbOrTx,
  q: AppSettlementQuery,
): Promise<ListPage<AppSettlementRow>> => {
  const parts: SQL[] = [APP];
  if (q.cycle === 'unset') parts.push(sql`s.customer_id is null`);
  else if (q.cycle) parts.push(sql`s.cycle = ${q.cycle}`);
  const where = sql`where ${sql.join(parts, sql` and `)}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${where}`);
  const rows = await queryRows<RowSql>(
    db,
    sql`select ${ROW_SQL} ${FROM} ${where} order by c.code limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    rows: rows.map(toRow),
    total: Number(count?.n ?? 0),
    totalCapped: false,
    page: q.page,
    size: q.size,
  };
};

export const saveSettlement = async (
  db: Db,
  input: AppSettlementInput,
  actor: AuditActor,
): Promise<AppSettlementRow> => {
  await db.transaction(async (tx) => {
    const [customer] = await queryRows<{ id: number }>(
      tx,
      sql`select id from customers where code = ${input.customerCode}`,
    );
    if (!customer)
      throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`, {
        field: 'customerCode',
      });
    await tx.execute(sql`insert into customer_settlement_standards (customer_id, cycle, closing_day, pay_days, method, memo, updated_by)
      values (${customer.id}, ${input.cycle}, ${input.closingDay}, ${input.payDays}, ${input.method}, ${input.memo ?? null}, ${actor.accountId})
      on conflict (customer_id) do update set cycle = excluded.cycle, closing_day = excluded.closing_day, pay_days = excluded.pay_days,
        method = excluded.method, memo = excluded.memo, updated_by = excluded.updated_by, updated_at = now()`);
    await writeAudit(tx, actor, {
      action: 'settlement.standard',
      entity: 'customer',
      entityId: input.customerCode,
      after: input,
    });
  });
  const [row] = await queryRows<RowSql>(
    db,
    sql`select ${ROW_SQL} ${FROM} where c.code = ${input.customerCode}`,
  );
  return toRow(row!);
};
