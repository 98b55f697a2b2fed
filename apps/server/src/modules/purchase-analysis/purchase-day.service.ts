import { type DayPurchase, type PurchaseDay, type PurchaseStatus, toYmd } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { properStockShortage } from '../part-report/part-report.service.js';
import {
  approvalsWaiting,
  dueArrivals,
  lateArrivals,
  returnsToShip,
  unbilledArrivals,
} from './purchase-day-work.service.js';

// PurchaseManagement / PurchaseMobileMain: what waits for the purchaser today. Each card is one
// small query on an index (purchases_status_idx, parts_proper_stock_idx, supplier_balances' key);
// the cards over orders, returns, examinations and bills are in purchase-day-work.service.ts.

const SHORT_LIST = 5;

type DaySqlRow = {
  code: string;
  supplier_code: string;
  supplier_name: string;
  purchase_date: string;
  total: number;
  status: PurchaseStatus;
  n: number;
  sum: number;
};

/**
 * Purchases found by `where` (on p, s): a count and a sum over all of them (the window runs before
 * the LIMIT) and the first few, newest first unless `oldestFirst`.
 */
const purchasesOf = async (db: DbOrTx, where: SQL, oldestFirst = false) => {
  const dir = oldestFirst ? sql`asc` : sql`desc`;
  const rows = await queryRows<DaySqlRow>(
    db,
    sql`
      select p.code, s.code as supplier_code, s.name as supplier_name,
             to_char(p.purchase_date, 'YYYYMMDD') as purchase_date, p.total, p.status,
             count(*) over ()::int as n, sum(p.total) over ()::bigint as sum
      from purchases p join suppliers s on s.id = p.supplier_id
      where ${where}
      order by p.purchase_date ${dir}, p.id ${dir}
      limit ${SHORT_LIST}`,
  );
  const first = rows[0];
  return {
    count: first ? Number(first.n) : 0,
    total: first ? Number(first.sum) : 0,
    rows: rows.map(
      (r): DayPurchase => ({
        code: r.code,
        supplierCode: r.supplier_code,
        supplierName: r.supplier_name,
        purchaseDate: r.purchase_date,
        total: Number(r.total),
        status: r.status,
      }),
    ),
  };
};

/** 검수 대기: draft arrivals made from orders whose examination is not posted, oldest first. */
const examinationsWaiting = async (db: DbOrTx): Promise<PurchaseDay['examWait']> => {
  const { count, rows } = await purchasesOf(
    db,
    sql`p.status = 'draft'
      and exists (select 1 from purchase_lines pl where pl.purchase_id = p.id and pl.order_line_id is not null)
      and not exists (select 1 from purchase_examinations e where e.purchase_id = p.id and e.status = 'posted')`,
    true,
  );
  return { count, rows };
};

const payableOf = async (db: DbOrTx) => {
  const [sums] = await queryRows<{ total: number; n: number }>(
    db,
    sql`select coalesce(sum(balance), 0)::bigint as total, count(*) filter (where balance <> 0)::int as n
        from supplier_balances`,
  );
  const rows = await queryRows<{ code: string; name: string; balance: number }>(
    db,
    sql`select s.code, s.name, b.balance from supplier_balances b join suppliers s on s.id = b.supplier_id
        where b.balance <> 0 order by b.balance desc, s.code limit ${SHORT_LIST}`,
  );
  return {
    total: Number(sums?.total ?? 0),
    suppliers: Number(sums?.n ?? 0),
    rows: rows.map((r) => ({ supplierCode: r.code, supplierName: r.name, balance: Number(r.balance) })),
  };
};

/** The purchaser's day in Korea's calendar. */
export const purchaseDay = async (db: DbOrTx, now = new Date()): Promise<PurchaseDay> => {
  const today = toYmd(now);
  const shortage = await properStockShortage(db, {
    page: 1,
    size: SHORT_LIST,
    warehouseCode: null,
    keyword: null,
  });
  return {
    today,
    // Arrivals waiting: every draft, whatever its date (an old one is the first to look at).
    unfixed: await purchasesOf(db, sql`p.status = 'draft'`),
    fixedToday: await purchasesOf(db, sql`p.status = 'fixed' and p.purchase_date = ${today}::date`),
    shortage: {
      count: shortage.total,
      capped: shortage.totalCapped,
      rows: shortage.rows.map((r) => ({
        partCode: r.partCode,
        partNo: r.partNo,
        name: r.name,
        properStock: r.properStock,
        onHand: r.onHand,
      })),
    },
    payable: await payableOf(db),
    approvals: await approvalsWaiting(db),
    due: await dueArrivals(db, now),
    late: await lateArrivals(db),
    examWait: await examinationsWaiting(db),
    unbilled: await unbilledArrivals(db),
    returnsToShip: await returnsToShip(db),
  };
};
