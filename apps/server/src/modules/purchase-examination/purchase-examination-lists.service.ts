import {
  type ListPage,
  type ListQuery,
  PURCHASE_EXAM_STATUS_LABELS,
  type PurchaseExaminationStatus,
  toYmd,
  type UnconfirmedArrival,
  type WarehouseCheck,
  type WarehouseCheckQuery,
  type WarehouseInfo,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { listPurchases } from '../purchase/purchase-list.service.js';
import { arrivalHead, arrivalLines, viewOfHead } from './purchase-examination.view.js';

// The lists around the scan station: arrivals waiting (PurchaseUnConfirmedList), the day's
// arrivals by warehouse (PurchaseWarehouseCheck) and one arrival's put-away (PurchaseWarehouseInfo).

const DAY_MS = 86_400_000;

type Progress = { purchase_code: string; status: PurchaseExaminationStatus; examined: number };

/** How far the examination of each arrival got, for a page of them (one query). */
const progressOf = async (db: DbOrTx, codes: readonly string[]): Promise<Map<string, Progress>> => {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<Progress>(
    db,
    sql`select pu.code as purchase_code, e.status, coalesce(sum(el.examined), 0)::int as examined
        from purchases pu join purchase_examinations e on e.purchase_id = pu.id
        left join purchase_examination_lines el on el.examination_id = e.id
        where pu.code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}) group by pu.code, e.status`,
  );
  return new Map(rows.map((r) => [r.purchase_code, r]));
};

/** PurchaseUnConfirmedList: the draft purchases (arrivals waiting), with their age in days. */
export const unconfirmedArrivals = async (
  db: DbOrTx,
  query: ListQuery,
  now = new Date(),
): Promise<ListPage<UnconfirmedArrival>> => {
  const page = await listPurchases(db, {
    ...query,
    filters: [
      ...query.filters.filter((f) => (f.field as string) !== 'status'),
      { field: 'status', op: 'eq', value: 'draft' },
    ],
  });
  const progress = await progressOf(
    db,
    page.rows.map((r) => r.code),
  );
  const today = Date.parse(ymdToIso(toYmd(now)));
  return {
    ...page,
    rows: page.rows.map((r) => {
      const p = progress.get(r.code);
      const status = p?.status ?? 'none';
      return {
        ...r,
        ageDays: Math.max(0, Math.round((today - Date.parse(ymdToIso(r.purchaseDate))) / DAY_MS)),
        examStatus: status,
        examStatusLabel: PURCHASE_EXAM_STATUS_LABELS[status],
        examinedQty: Number(p?.examined ?? 0),
      };
    }),
  };
};

type CheckRow = {
  code: string;
  supplier_code: string;
  supplier_name: string;
  warehouse_code: string;
  warehouse_name: string;
  purchase_status: string;
  exam_status: 'scanning' | 'posted' | null;
  line_count: number;
  total_qty: number;
  examined_qty: number;
};

/**
 * PurchaseWarehouseCheck: the arrivals of one day (purchases dated that day, draft or fixed) by
 * warehouse: examined (posted) against waiting. A purchase fixed without examination counts
 * as examined — its goods are in.
 */
export const warehouseCheck = async (
  db: DbOrTx,
  query: WarehouseCheckQuery,
  now = new Date(),
): Promise<WarehouseCheck> => {
  const date = query.date ?? toYmd(now);
  const rows = await queryRows<CheckRow>(
    db,
    sql`select pu.code, s.code as supplier_code, s.name as supplier_name, pu.warehouse_code,
          coalesce(w.name, pu.warehouse_code) as warehouse_name, pu.status as purchase_status,
          e.status as exam_status,
          (select count(*)::int from purchase_lines l where l.purchase_id = pu.id) as line_count,
          (select coalesce(sum(l.qty), 0)::int from purchase_lines l where l.purchase_id = pu.id) as total_qty,
          (select coalesce(sum(el.examined), 0)::int from purchase_examination_lines el where el.examination_id = e.id) as examined_qty
        from purchases pu join suppliers s on s.id = pu.supplier_id
        left join warehouses w on w.code = pu.warehouse_code
        left join purchase_examinations e on e.purchase_id = pu.id
        where pu.purchase_date = ${ymdToIso(date)}::date
          ${query.warehouseCode ? sql`and pu.warehouse_code = ${query.warehouseCode.toUpperCase()}` : sql``}
        order by pu.warehouse_code, pu.code`,
  );
  const byWarehouse = new Map<string, WarehouseCheck['warehouses'][number]>();
  for (const r of rows) {
    const status: PurchaseExaminationStatus =
      r.purchase_status === 'fixed' ? 'posted' : (r.exam_status ?? 'none');
    const group = byWarehouse.get(r.warehouse_code) ?? {
      warehouseCode: r.warehouse_code,
      warehouseName: r.warehouse_name,
      examined: 0,
      waiting: 0,
      arrivals: [],
    };
    if (status === 'posted') group.examined += 1;
    else group.waiting += 1;
    group.arrivals.push({
      code: r.code,
      supplierCode: r.supplier_code,
      supplierName: r.supplier_name,
      status,
      statusLabel: PURCHASE_EXAM_STATUS_LABELS[status],
      purchaseStatus: r.purchase_status,
      lineCount: Number(r.line_count),
      totalQty: Number(r.total_qty),
      examinedQty: Number(r.examined_qty),
    });
    byWarehouse.set(r.warehouse_code, group);
  }
  return { date, warehouses: [...byWarehouse.values()] };
};

/**
 * PurchaseWarehouseInfo/:code: each line's shelf (the part's location in the arrival's
 * warehouse, when one is set) and the quantity to put away: the accepted quantity once posted,
 * else what was examined so far less the damaged.
 */
export const warehouseInfo = async (db: DbOrTx, code: string): Promise<WarehouseInfo> => {
  const head = await arrivalHead(db, code);
  const lines = await arrivalLines(db, head);
  const locations = await queryRows<{ part_id: number; location: string }>(
    db,
    sql`select part_id, location from part_locations where warehouse_code = ${head.warehouse_code}
        and part_id in (${sql.join(
          [0, ...lines.map((l) => l.partId)].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const at = new Map(locations.map((l) => [l.part_id, l.location]));
  return {
    ...viewOfHead(head, lines),
    putAway: lines.map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      location: at.get(l.partId) ?? null,
      qty: head.exam_status === null && head.status === 'fixed' ? l.qty : l.accepted,
    })),
  };
};
