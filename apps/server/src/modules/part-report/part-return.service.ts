import type { PartReturnRow, PartReturnsPage, PartReturnsQuery } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';

type ReturnSqlRow = {
  at: Date | string;
  reason: string;
  doc_code: string;
  order_code: string | null;
  customer_code: string | null;
  customer_name: string | null;
  warehouse_code: string;
  part_code: string;
  part_no: string;
  part_name: string;
  qty: number;
  total_rows: number;
  total_qty: number;
};

/** FROM and WHERE of the returns in the query's period, for the page and for a count apart. */
const returnsOf = (q: PartReturnsQuery, partCode: string | null, customerCode: string | null) => sql`
      from stock_moves m
      join parts p on p.id = m.part_id
      left join order_cancel_requests r on m.doc_kind = 'order_cancel' and r.code = m.doc_code
      left join sales_orders o on o.id = r.order_id
      left join customers c on c.id = o.customer_id
      where m.reason in ('cancel-in', 'return-in')
        and m.at >= ${kstDayStart(q.fromDate)} and m.at < ${kstDayEnd(q.toDate)}
        ${partCode ? sql`and p.code = ${partCode}` : sql``}
        ${customerCode ? sql`and c.code = ${customerCode}` : sql``}`;

/**
 * PartReturnList: the stock ledger's returns from customers in a period (a checked sale cancel
 * puts the goods back as cancel-in; returns as return-in), each with its document, order and
 * customer. Read by the moves' time index, bounded by the period (at most 366 days).
 */
export const partReturns = async (db: DbOrTx, q: PartReturnsQuery): Promise<PartReturnsPage> => {
  const partCode = q.partCode ? q.partCode.toUpperCase() : null;
  const customerCode = q.customerCode ? q.customerCode.toUpperCase() : null;
  const rows = await queryRows<ReturnSqlRow>(
    db,
    sql`
      select m.at, m.reason, m.doc_code, o.code as order_code, c.code as customer_code, c.name as customer_name,
             m.warehouse_code, p.code as part_code, p.part_no, p.name as part_name, m.qty,
             count(*) over ()::int as total_rows, sum(m.qty) over ()::int as total_qty
      ${returnsOf(q, partCode, customerCode)}
      order by m.at desc, m.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const first = rows[0];
  return {
    rows: rows.map(
      (r): PartReturnRow => ({
        at: new Date(r.at).toISOString(),
        reason: r.reason,
        docCode: r.doc_code,
        orderCode: r.order_code,
        customerCode: r.customer_code,
        customerName: r.customer_name,
        warehouseCode: r.warehouse_code,
        partCode: r.part_code,
        partNo: r.part_no,
        partName: r.part_name,
        qty: Number(r.qty),
      }),
    ),
    // A page past the end has no rows to carry the window totals: count it apart then.
    total: first ? Number(first.total_rows) : await countReturns(db, q, partCode, customerCode, 'n'),
    page: q.page,
    size: q.size,
    qty: first ? Number(first.total_qty) : await countReturns(db, q, partCode, customerCode, 'qty'),
  };
};

const countReturns = async (
  db: DbOrTx,
  q: PartReturnsQuery,
  partCode: string | null,
  customerCode: string | null,
  what: 'n' | 'qty',
): Promise<number> => {
  if (q.page === 1) return 0;
  const [row] = await queryRows<{ n: number; qty: number }>(
    db,
    sql`
      select count(*)::int as n, coalesce(sum(m.qty), 0)::int as qty
      ${returnsOf(q, partCode, customerCode)}`,
  );
  return Number(row?.[what] ?? 0);
};
