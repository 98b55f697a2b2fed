import { type BillingMonthResult, DOC_CODE_PREFIXES, toYmd, ymdToIsoDate } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { lockBillingIssues } from './billing.service.js';
import { billingTotalsColumns } from './billing-totals.sql.js';

/** The first and last day of a YYYYMM month, as ISO dates. */
export const monthRange = (month: string): { from: string; to: string } => {
  const year = Number(month.slice(0, 4));
  const mm = Number(month.slice(4, 6));
  if (mm < 1 || mm > 12) throw new AppError('E0422', `청구 월: 없는 달입니다 (${month}).`);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: ymdToIsoDate(`${month}01`)!, to: ymdToIsoDate(`${month}${String(last).padStart(2, '0')}`)! };
};

/**
 * The month's run (the monthly job): one statement per customer with a balance or any entry in
 * the month, skipping a customer whose live issue overlaps the month. Set-based, one aggregate
 * over the ledger, so 10 000 customers and a million lines stay one job of seconds.
 */
export const issueMonthBilling = async (
  db: Db,
  month: string,
  actor: AuditActor,
  now = new Date(),
): Promise<BillingMonthResult> => {
  const { from, to } = monthRange(month);
  const day = toYmd(now);
  return db.transaction(async (tx) => {
    await lockBillingIssues(tx);
    const [row] = await queryRows<{ issued: number; skipped: number }>(
      tx,
      sql`with totals as (
            select l.customer_id, ${billingTotalsColumns(from, to)}
            from customer_ledger l where l.entry_date <= ${to}::date group by l.customer_id
          ),
          candidates as (
            select t.* from totals t
            where t."closingBalance" <> 0 or t."sales" <> 0 or t."cancels" <> 0 or t."returns" <> 0
               or t."payments" <> 0 or t."adjustments" <> 0
          ),
          eligible as (
            select c.*, row_number() over (order by c.customer_id) as rn from candidates c
            where not exists (
              select 1 from billing_statements b
              where b.customer_id = c.customer_id and b.kind = 'issue' and b.voided_at is null
                and b.from_date <= ${to}::date and b.to_date >= ${from}::date)
          ),
          counter as (
            insert into doc_counters (prefix, day, value)
            select ${DOC_CODE_PREFIXES.billing}, ${ymdToIsoDate(day)}::date, count(*) from eligible
            on conflict (prefix, day) do update set value = doc_counters.value + excluded.value
            returning value
          ),
          inserted as (
            insert into billing_statements (code, kind, customer_id, from_date, to_date, opening_balance,
              sales, sales_supply, sales_tax, cancels, returns, payments, adjustments, closing_balance, issued_by)
            select ${DOC_CODE_PREFIXES.billing} || ${day} || '-' ||
                     lpad((k.value - n.total + e.rn)::text, greatest(4, length((k.value - n.total + e.rn)::text)), '0'),
                   'issue', e.customer_id, ${from}::date, ${to}::date, e."openingBalance", e."sales",
                   e."salesSupply", e."salesTax", e."cancels", e."returns", e."payments", e."adjustments",
                   e."closingBalance", ${actor.accountId}
            from eligible e cross join counter k cross join (select count(*) as total from eligible) n
            returning 1
          )
          select (select count(*) from inserted)::int as issued,
                 ((select count(*) from candidates) - (select count(*) from inserted))::int as skipped`,
    );
    const result = { month, issued: Number(row?.issued ?? 0), skipped: Number(row?.skipped ?? 0) };
    await writeAudit(tx, actor, {
      action: 'billing.month',
      entity: 'billing',
      entityId: month,
      after: result,
    });
    return result;
  });
};
