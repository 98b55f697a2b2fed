import {
  type CommissionRates,
  commissionOf,
  type SellQuery,
  type SellReport,
  type SellRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { externalCommissionRates } from './external.table.js';
import { externalOf, recommendedCodes } from './external-scope.js';

// ExternalSellPeriodically: what an external's customers bought in a period and the commission it
// earns. Sales are read from the customer money ledger (the one place fixes, cancels and returns
// all post to, in the same transaction as the document), supply amounts without VAT:
// net = fixed sales − cancels − returns, dated by the ledger entry's day.

/** Until head office keeps its own table: 3 % of everything. */
const DEFAULT_RATES: CommissionRates = { brackets: [{ fromAmount: 0, rateBp: 300 }] };

export const loadCommissionRates = async (db: DbOrTx): Promise<CommissionRates> => {
  const rows = await queryRows<{ fromAmount: number; rateBp: number }>(
    db,
    sql`select from_amount::bigint::float8 as "fromAmount", rate_bp as "rateBp"
        from external_commission_rates order by from_amount`,
  );
  return rows.length > 0
    ? { brackets: rows.map((r) => ({ fromAmount: Number(r.fromAmount), rateBp: r.rateBp })) }
    : DEFAULT_RATES;
};

/** Replaces the table as a whole (a rate table is read as one thing; its history is in the audit). */
export const saveCommissionRates = async (
  db: Db,
  rates: CommissionRates,
  actor: AuditActor,
): Promise<CommissionRates> => {
  await db.transaction(async (tx) => {
    const before = await loadCommissionRates(tx);
    await tx.delete(externalCommissionRates);
    await tx
      .insert(externalCommissionRates)
      .values(rates.brackets.map((b) => ({ ...b, updatedBy: actor.accountId })));
    await writeAudit(tx, actor, {
      action: 'external.commission.rates',
      entity: 'external-commission',
      entityId: 'rates',
      before,
      after: rates,
    });
  });
  return loadCommissionRates(db);
};

export const sellReport = async (db: DbOrTx, user: SessionUser, query: SellQuery): Promise<SellReport> => {
  const ext = await externalOf(db, user, query.externalId);
  if (query.from > query.to) throw new AppError('E0422', '종료일: 시작일보다 빠를 수 없습니다.');
  const rows = await queryRows<SellRow>(
    db,
    sql`select c.code as "customerCode", c.name as "customerName",
          coalesce(sum(l.supply) filter (where l.kind = 'sale'), 0)::bigint::float8 as sales,
          coalesce(sum(abs(l.supply)) filter (where l.kind = 'cancel'), 0)::bigint::float8 as cancels,
          coalesce(sum(abs(l.supply)) filter (where l.kind = 'return'), 0)::bigint::float8 as returns
        from customers c
        join customer_ledger l on l.customer_id = c.id
          and l.entry_date between ${ymdToIso(query.from)}::date and ${ymdToIso(query.to)}::date
          and l.kind in ('sale', 'cancel', 'return')
        where c.code in ${recommendedCodes(ext.recommendCode)}
        group by c.code, c.name order by c.code`,
  );
  const sellRows = rows.map((r) => {
    const sales = Number(r.sales);
    const cancels = Number(r.cancels);
    const returns = Number(r.returns);
    return { ...r, sales, cancels, returns, net: sales - cancels - returns };
  });
  const sum = (key: 'sales' | 'cancels' | 'returns' | 'net') => sellRows.reduce((s, r) => s + r[key], 0);
  const net = sum('net');
  const rates = await loadCommissionRates(db);
  const { commission, brackets } = commissionOf(net, rates.brackets);
  return {
    externalId: ext.accountId,
    externalName: ext.name,
    from: query.from,
    to: query.to,
    rows: sellRows,
    sales: sum('sales'),
    cancels: sum('cancels'),
    returns: sum('returns'),
    net,
    commission,
    brackets,
  };
};
