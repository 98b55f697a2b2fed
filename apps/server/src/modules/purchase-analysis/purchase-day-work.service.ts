import { DUE_DAYS, type ListQuery, type PurchaseDay, toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { listPurchaseOrders } from '../purchase-order/purchase-order-list.service.js';
import { lateSupplyPages, purchaseSchedule } from '../purchase-order/purchase-schedule.service.js';
import { listPurchaseReturns } from '../purchase-return/purchase-return-list.service.js';
import { billedElsewhereSql } from '../supplier-money/supplier-bill-view.js';

// The purchaser's day, the cards over the purchasing documents (orders, returns, bills; the
// examination wait is a purchase query, in purchase-day.service.ts). Each reads through the owning module's list or query so the card counts exactly what
// the screen behind it lists.

const SHORT_LIST = 5;
const DAY_MS = 86_400_000;

/** The first page of a list on one filter: what a card shows of it. */
const firstOf = (filters: ListQuery['filters'], sort: ListQuery['sort'] = []): ListQuery => ({
  page: 1,
  size: SHORT_LIST,
  sort,
  filters,
});

/** 승인 대기: orders and returns requested (first check) or checked (last check). */
export const approvalsWaiting = async (db: DbOrTx): Promise<PurchaseDay['approvals']> => {
  const waiting = firstOf([{ field: 'status', op: 'in', value: ['requested', 'checked'] }]);
  const [orders, returns] = [await listPurchaseOrders(db, waiting), await listPurchaseReturns(db, waiting)];
  const rows = [
    ...orders.rows.map((o) => ({ kind: 'order' as const, ...o })),
    ...returns.rows.map((r) => ({ kind: 'return' as const, ...r })),
  ]
    .slice(0, SHORT_LIST)
    .map((r) => ({
      kind: r.kind,
      code: r.code,
      supplierCode: r.supplierCode,
      supplierName: r.supplierName,
      status: r.status === 'checked' ? ('checked' as const) : ('requested' as const),
      total: r.total,
    }));
  return { count: orders.total + returns.total, rows };
};

/** 입고 예정: open lines of saved orders expected today … today + DUE_DAYS (the schedule's lines). */
export const dueArrivals = async (db: DbOrTx, now: Date): Promise<PurchaseDay['due']> => {
  const from = toYmd(now);
  const to = toYmd(new Date(now.getTime() + DUE_DAYS * DAY_MS));
  const { lines } = await purchaseSchedule(db, {});
  const due = lines.filter((l) => l.expectedDate >= from && l.expectedDate <= to);
  return {
    count: due.length,
    qty: due.reduce((n, l) => n + l.remainingQty, 0),
    rows: due.slice(0, SHORT_LIST).map((l) => ({
      id: l.id,
      orderCode: l.orderCode,
      supplierCode: l.supplierCode,
      supplierName: l.supplierName,
      partNo: l.partNo,
      partName: l.partName,
      remainingQty: l.remainingQty,
      expectedDate: l.expectedDate,
    })),
  };
};

/** 입고 지연: the late-supply list folded by supplier, the latest first. */
export const lateArrivals = async (db: DbOrTx): Promise<PurchaseDay['late']> => {
  const bySupplier = new Map<string, PurchaseDay['late']['rows'][number]>();
  let count = 0;
  for await (const page of lateSupplyPages(db, firstOf([]))) {
    for (const l of page) {
      count += 1;
      const s = bySupplier.get(l.supplierCode) ?? {
        supplierCode: l.supplierCode,
        supplierName: l.supplierName,
        lines: 0,
        maxDaysLate: 0,
      };
      s.lines += 1;
      s.maxDaysLate = Math.max(s.maxDaysLate, l.daysLate);
      bySupplier.set(l.supplierCode, s);
    }
  }
  const rows = [...bySupplier.values()].sort(
    (a, b) => b.maxDaysLate - a.maxDaysLate || a.supplierCode.localeCompare(b.supplierCode),
  );
  return { count, suppliers: rows.length, rows: rows.slice(0, SHORT_LIST) };
};

type UnbilledRow = { supplier_code: string; supplier_name: string; lines: number; total: number };

/**
 * 미청구 입고: fixed arrival lines with quantity no bill charges (as the bill's pick list counts
 * it), the open part of each line's total, by supplier, largest first.
 */
export const unbilledArrivals = async (db: DbOrTx): Promise<PurchaseDay['unbilled']> => {
  const rows = await queryRows<UnbilledRow>(
    db,
    sql`select s.code as supplier_code, s.name as supplier_name, count(*)::int as lines,
          sum(round(x.total::numeric * (x.qty - x.billed) / x.qty))::bigint as total
        from (select p.supplier_id, pl.qty, pl.total, ${billedElsewhereSql(sql`pl.id`, 0)} as billed
              from purchase_lines pl join purchases p on p.id = pl.purchase_id and p.status = 'fixed'
              where pl.qty > 0) x
        join suppliers s on s.id = x.supplier_id
        where x.billed < x.qty
        group by s.code, s.name order by total desc, s.code`,
  );
  return {
    count: rows.reduce((n, r) => n + Number(r.lines), 0),
    total: rows.reduce((n, r) => n + Number(r.total), 0),
    rows: rows.slice(0, SHORT_LIST).map((r) => ({
      supplierCode: r.supplier_code,
      supplierName: r.supplier_name,
      lines: Number(r.lines),
      total: Number(r.total),
    })),
  };
};

/** 반품 출고 대기: approved returns, not saved yet (the goods have not gone out). */
export const returnsToShip = async (db: DbOrTx): Promise<PurchaseDay['returnsToShip']> => {
  const page = await listPurchaseReturns(db, firstOf([{ field: 'status', op: 'eq', value: 'approved' }]));
  return {
    count: page.total,
    rows: page.rows.map((r) => ({
      code: r.code,
      supplierCode: r.supplierCode,
      supplierName: r.supplierName,
      total: r.total,
    })),
  };
};
