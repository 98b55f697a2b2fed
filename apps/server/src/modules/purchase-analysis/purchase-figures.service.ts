import {
  type InventoryStatus,
  type PriceComparison,
  type PriceComparisonQuery,
  PURCHASE_STATUS_LABELS,
  type PurchaseLineRef,
  type PurchaseStatus,
  type PurchaseStatusGroup,
  type PurchaseStatusQuery,
  type PurchaseStatusReport,
  type PurchaseStatusRow,
  withParticle,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// Purchase figures from fixed purchase lines: PurchaseStatus (totals by a grouping),
// PurchasePriceComparison (one part's prices by supplier) and InventoryStatus (one part's stock and
// its purchases from one supplier). Periods are purchase dates (purchases_status_idx).

/** The group's code and its label, as SQL over p (purchases), s (suppliers), pt (parts), k, b. */
const GROUPS: Record<PurchaseStatusGroup, { key: SQL; label: SQL }> = {
  supplier: { key: sql`s.code`, label: sql`s.name` },
  kind: { key: sql`coalesce(pt.kind_code, '')`, label: sql`coalesce(k.name, '(분류 없음)')` },
  brand: { key: sql`coalesce(pt.brand_code, '')`, label: sql`coalesce(b.name, '(브랜드 없음)')` },
  month: { key: sql`to_char(p.purchase_date, 'YYYYMM')`, label: sql`to_char(p.purchase_date, 'YYYY-MM')` },
};

type StatusSqlRow = {
  key: string | null;
  label: string | null;
  whole: boolean;
  purchase_count: number;
  line_count: number;
  qty: number;
  supply: number;
  vat: number;
  total: number;
};

const figuresOf = (r: StatusSqlRow) => ({
  purchaseCount: Number(r.purchase_count),
  lineCount: Number(r.line_count),
  qty: Number(r.qty),
  supply: Number(r.supply),
  vat: Number(r.vat),
  total: Number(r.total),
});

/** PurchaseStatus: each group's figures and the period's, in one pass (grouping sets). */
export const purchaseStatus = async (db: DbOrTx, q: PurchaseStatusQuery): Promise<PurchaseStatusReport> => {
  const { key, label } = GROUPS[q.groupBy];
  const supplier = q.supplierCode?.toUpperCase() ?? null;
  const rows = await queryRows<StatusSqlRow>(
    db,
    sql`
      select ${key} as key, ${label} as label, grouping(${key}, ${label}) <> 0 as whole,
             count(distinct p.id)::int as purchase_count, count(*)::int as line_count,
             coalesce(sum(l.qty), 0)::int as qty, coalesce(sum(l.supply), 0)::bigint as supply,
             coalesce(sum(l.vat), 0)::bigint as vat, coalesce(sum(l.total), 0)::bigint as total
      from purchases p
      join purchase_lines l on l.purchase_id = p.id
      join suppliers s on s.id = p.supplier_id
      join parts pt on pt.id = l.part_id
      left join part_kinds k on k.code = pt.kind_code
      left join brands b on b.code = pt.brand_code
      where p.status = 'fixed' and p.purchase_date between ${q.fromDate}::date and ${q.toDate}::date
        ${supplier ? sql`and s.code = ${supplier}` : sql``}
      group by grouping sets ((${key}, ${label}), ())
      order by whole, ${q.groupBy === 'month' ? sql`key` : sql`total desc, key`}`,
  );
  const whole = rows.find((r) => r.whole);
  return {
    rows: rows
      .filter((r) => !r.whole)
      .map((r): PurchaseStatusRow => ({ key: r.key ?? '', label: r.label ?? '', ...figuresOf(r) })),
    sums: whole ? figuresOf(whole) : { purchaseCount: 0, lineCount: 0, qty: 0, supply: 0, vat: 0, total: 0 },
  };
};

type PartSqlRow = {
  id: number;
  code: string;
  part_no: string;
  name: string;
  purchase_price: number;
  proper_stock: number;
};

const partOf = async (db: DbOrTx, code: string): Promise<PartSqlRow> => {
  const [part] = await queryRows<PartSqlRow>(
    db,
    sql`select id, code, part_no, name, purchase_price, proper_stock from parts where code = ${code}`,
  );
  if (!part) throw new AppError('E2001', `품목 ${code}을(를) 찾을 수 없습니다.`);
  return part;
};

type PriceSqlRow = {
  supplier_code: string;
  supplier_name: string;
  n: number;
  qty: number;
  min_price: number;
  max_price: number;
  avg_price: number;
  last_price: number;
  last_date: string;
  last_code: string;
};

/**
 * PurchasePriceComparison: per supplier, the last price paid (and when, on which purchase), the
 * lowest, the quantity-weighted average and the highest in the period; cheapest last price first.
 */
export const priceComparison = async (db: DbOrTx, q: PriceComparisonQuery): Promise<PriceComparison> => {
  const part = await partOf(db, q.partCode);
  const latest = sql`order by p.purchase_date desc, p.id desc`;
  const rows = await queryRows<PriceSqlRow>(
    db,
    sql`
      select s.code as supplier_code, s.name as supplier_name, count(*)::int as n, sum(l.qty)::int as qty,
             min(l.unit_price)::bigint as min_price, max(l.unit_price)::bigint as max_price,
             round(sum(l.unit_price * l.qty)::numeric / sum(l.qty))::bigint as avg_price,
             (array_agg(l.unit_price ${latest}))[1]::bigint as last_price,
             (array_agg(to_char(p.purchase_date, 'YYYYMMDD') ${latest}))[1] as last_date,
             (array_agg(p.code ${latest}))[1] as last_code
      from purchase_lines l
      join purchases p on p.id = l.purchase_id
      join suppliers s on s.id = p.supplier_id
      where l.part_id = ${part.id} and p.status = 'fixed'
        and p.purchase_date between ${q.fromDate}::date and ${q.toDate}::date
      group by s.code, s.name
      order by last_price, s.code`,
  );
  return {
    partCode: part.code,
    partNo: part.part_no,
    partName: part.name,
    purchasePrice: Number(part.purchase_price),
    rows: rows.map((r) => ({
      supplierCode: r.supplier_code,
      supplierName: r.supplier_name,
      lastPrice: Number(r.last_price),
      lastDate: r.last_date,
      lastPurchaseCode: r.last_code,
      minPrice: Number(r.min_price),
      avgPrice: Number(r.avg_price),
      maxPrice: Number(r.max_price),
      count: Number(r.n),
      qty: Number(r.qty),
    })),
  };
};

type HistorySqlRow = {
  code: string;
  purchase_date: string;
  status: PurchaseStatus;
  warehouse_code: string;
  qty: number;
  unit_price: number;
  supply: number;
  vat: number;
  total: number;
};

/** InventoryStatus/:ptnocode/:customerCode: stock per warehouse, and the last 100 purchases. */
export const inventoryStatus = async (
  db: DbOrTx,
  partCode: string,
  supplierCode: string,
): Promise<InventoryStatus> => {
  const part = await partOf(db, partCode);
  const [supplier] = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from suppliers where code = ${supplierCode}`,
  );
  if (!supplier) throw new AppError('E2001', `매입처 ${supplierCode}을(를) 찾을 수 없습니다.`);
  const stock = await queryRows<{ code: string; name: string; qty: number }>(
    db,
    sql`select w.code, w.name, b.qty from stock_balances b join warehouses w on w.code = b.warehouse_code
        where b.part_id = ${part.id} order by w.sort_order, w.code`,
  );
  const history = await queryRows<HistorySqlRow>(
    db,
    sql`select p.code, to_char(p.purchase_date, 'YYYYMMDD') as purchase_date, p.status, p.warehouse_code,
               l.qty, l.unit_price, l.supply, l.vat, l.total
        from purchase_lines l join purchases p on p.id = l.purchase_id
        where l.part_id = ${part.id} and p.supplier_id = ${supplier.id}
        order by p.purchase_date desc, p.id desc limit 100`,
  );
  return {
    partCode: part.code,
    partNo: part.part_no,
    partName: part.name,
    properStock: Number(part.proper_stock),
    purchasePrice: Number(part.purchase_price),
    supplierCode: supplier.code,
    supplierName: supplier.name,
    onHand: stock.reduce((n, w) => n + Number(w.qty), 0),
    warehouses: stock.map((w) => ({ warehouseCode: w.code, warehouseName: w.name, qty: Number(w.qty) })),
    history: history.map((h) => ({
      code: h.code,
      purchaseDate: h.purchase_date,
      status: h.status,
      statusLabel: PURCHASE_STATUS_LABELS[h.status],
      warehouseCode: h.warehouse_code,
      qty: Number(h.qty),
      unitPrice: Number(h.unit_price),
      supply: Number(h.supply),
      vat: Number(h.vat),
      total: Number(h.total),
    })),
  };
};

type LineRefSqlRow = {
  code: string;
  status: PurchaseStatus;
  supplier_code: string;
  supplier_name: string;
  line_no: number | null;
  part_code: string | null;
  part_no: string | null;
  part_name: string | null;
  brand_code: string | null;
  qty: number | null;
  unit_price: number | null;
};

/**
 * PurchaseRegistration/:purchasecode/:suppliercode/:pbrand/:seq: the line the path names, once
 * its supplier and its part's brand ('-' for none) are the purchase's; anything else is refused
 * naming what differs.
 */
export const purchaseLineRef = async (
  db: DbOrTx,
  path: { purchasecode: string; suppliercode: string; pbrand: string; seq: number },
): Promise<PurchaseLineRef> => {
  const [row] = await queryRows<LineRefSqlRow>(
    db,
    sql`select p.code, p.status, s.code as supplier_code, s.name as supplier_name, l.line_no,
               pt.code as part_code, pt.part_no, pt.name as part_name, pt.brand_code, l.qty, l.unit_price
        from purchases p join suppliers s on s.id = p.supplier_id
        left join purchase_lines l on l.purchase_id = p.id and l.line_no = ${path.seq}
        left join parts pt on pt.id = l.part_id
        where p.code = ${path.purchasecode}`,
  );
  if (!row) throw new AppError('E2001', `매입 ${withParticle(path.purchasecode, '을/를')} 찾을 수 없습니다.`);
  if (row.supplier_code !== path.suppliercode)
    throw new AppError(
      'E0422',
      `매입처 코드: ${row.code}의 매입처는 ${row.supplier_name} (${row.supplier_code})입니다 (주소는 ${path.suppliercode}).`,
    );
  if (row.line_no === null || row.part_code === null)
    throw new AppError('E0422', `줄 번호: ${row.code}에 ${path.seq}번 줄이 없습니다.`);
  if ((row.brand_code ?? '-') !== path.pbrand)
    throw new AppError(
      'E0422',
      `브랜드: ${path.seq}번 줄 ${row.part_no}의 브랜드는 ${row.brand_code ?? '없음(-)'}입니다 (주소는 ${path.pbrand}).`,
    );
  return {
    purchaseCode: row.code,
    status: row.status,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    lineNo: Number(row.line_no),
    partCode: row.part_code,
    partNo: row.part_no ?? '',
    partName: row.part_name ?? '',
    brandCode: row.brand_code,
    qty: Number(row.qty),
    unitPrice: Number(row.unit_price),
  };
};
