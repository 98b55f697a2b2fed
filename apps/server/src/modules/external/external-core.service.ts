import type {
  ExternalCoreEntry,
  ExternalCoreEntryQuery,
  ExternalCoreInfo,
  ExternalCoreQuery,
  ExternalCoreRow,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { assertOwnCustomer, externalOf, recommendedCodes } from './external-scope.js';

// ExternalOldPartList and ExternalOldPartInfo/:custcode: the cores (used parts) of the external's
// customers, read from the core ledger (append-only entries and their cached balances, posted by
// the order fix, cancel and return and by each collection). Read only: the external neither
// collects nor corrects; drivers and the counter do, through old-part.

type RowSql = {
  customer_code: string;
  customer_name: string;
  payback_code: string;
  payback_name: string | null;
  owed: number;
  collected: number;
  outstanding: number;
  last_collected_at: Date | string | null;
  total_count: number;
};

/** Per customer and payback code: owed (sales net of cancels and returns), collected, the balance. */
const coreRows = (customers: SQL, outstandingOnly: boolean, limit: number, offset: number) =>
  sql`select c.code as customer_code, c.name as customer_name, b.payback_code, pb.name as payback_name,
             coalesce(s.owed, 0)::int as owed, coalesce(s.collected, 0)::int as collected,
             b.outstanding::int as outstanding, s.last_collected_at,
             count(*) over ()::int as total_count
        from core_balances b
        join customers c on c.id = b.customer_id
        left join old_part_paybacks pb on pb.code = b.payback_code
        left join lateral (
          select sum(e.qty) filter (where e.kind <> 'collected') as owed,
                 -sum(e.qty) filter (where e.kind = 'collected') as collected,
                 max(e.at) filter (where e.kind = 'collected') as last_collected_at
            from core_entries e
           where e.customer_id = b.customer_id and e.payback_code = b.payback_code
        ) s on true
       where c.code in ${customers} and (${outstandingOnly} = false or b.outstanding > 0)
       order by b.outstanding desc, c.code, b.payback_code
       limit ${limit} offset ${offset}`;

const toRow = (r: RowSql): ExternalCoreRow => ({
  customerCode: r.customer_code,
  customerName: r.customer_name,
  paybackCode: r.payback_code,
  paybackName: r.payback_name,
  owed: Number(r.owed),
  collected: Number(r.collected),
  outstanding: Number(r.outstanding),
  lastCollectedAt: r.last_collected_at ? new Date(r.last_collected_at).toISOString() : null,
});

export const listExternalCores = async (
  db: DbOrTx,
  user: SessionUser,
  q: ExternalCoreQuery,
): Promise<{ rows: ExternalCoreRow[]; total: number }> => {
  const ext = await externalOf(db, user, null);
  const own = recommendedCodes(ext.recommendCode);
  const customers = q.customerCode
    ? sql`(select code from customers where code = ${q.customerCode} and code in ${own})`
    : own;
  const rows = await queryRows<RowSql>(
    db,
    coreRows(customers, q.outstandingOnly, q.size, (q.page - 1) * q.size),
  );
  return { rows: rows.map(toRow), total: Number(rows[0]?.total_count ?? 0) };
};

export const externalCoreInfo = async (
  db: DbOrTx,
  user: SessionUser,
  q: ExternalCoreEntryQuery,
): Promise<ExternalCoreInfo> => {
  const customer = await assertOwnCustomer(db, await externalOf(db, user, null), q.customerCode);
  const balances = await queryRows<RowSql>(db, coreRows(sql`(select ${customer.code}::text)`, false, 100, 0));
  const entries = await queryRows<{
    id: number;
    at: Date | string;
    payback_code: string;
    kind: string;
    qty: number;
    doc_code: string;
    total_count: number;
  }>(
    db,
    sql`select e.id, e.at, e.payback_code, e.kind, e.qty, e.doc_code, count(*) over ()::int as total_count
          from core_entries e join customers c on c.id = e.customer_id
         where c.code = ${customer.code}
         order by e.id desc
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    customerCode: customer.code,
    customerName: customer.name,
    balances: balances.map(toRow),
    entries: entries.map(
      (e): ExternalCoreEntry => ({
        id: Number(e.id),
        at: new Date(e.at).toISOString(),
        paybackCode: e.payback_code,
        kind: e.kind,
        qty: Number(e.qty),
        docCode: e.doc_code,
      }),
    ),
    total: Number(entries[0]?.total_count ?? 0),
  };
};
