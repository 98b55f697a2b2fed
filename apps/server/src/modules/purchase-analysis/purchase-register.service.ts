import type {
  BuyRegisterPage,
  BuyRegisterSubtotal,
  PurchaseRegisterPage,
  PurchaseRegisterQuery,
  PurchaseRegisterRow,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';

// PurchaseRegister and BuyRegister (매입 장부): every line of the fixed purchases of a period, with
// the running total the register keeps; BuyRegister orders by supplier, runs the total within each
// supplier and gives every supplier's subtotal. Read through purchases_status_idx (status, date).

type Grouping = 'none' | 'supplier';

const fromOf = (q: PurchaseRegisterQuery): SQL => sql`
  from purchases p
  join purchase_lines l on l.purchase_id = p.id
  join suppliers s on s.id = p.supplier_id
  join parts pt on pt.id = l.part_id
  left join brands b on b.code = pt.brand_code
  where p.status = 'fixed' and p.purchase_date between ${q.fromDate}::date and ${q.toDate}::date
    ${q.supplierCode ? sql`and s.code = ${q.supplierCode.toUpperCase()}` : sql``}`;

const ORDER: Record<Grouping, { order: SQL; window: SQL }> = {
  none: {
    order: sql`p.purchase_date, p.code, l.line_no`,
    window: sql`order by p.purchase_date, p.code, l.line_no`,
  },
  supplier: {
    order: sql`s.name, s.code, p.purchase_date, p.code, l.line_no`,
    window: sql`partition by s.id order by p.purchase_date, p.code, l.line_no`,
  },
};

type LineSqlRow = {
  purchase_date: string;
  purchase_code: string;
  line_no: number;
  supplier_code: string;
  supplier_name: string;
  part_code: string;
  part_no: string;
  part_name: string;
  brand_name: string | null;
  qty: number;
  unit_price: number;
  supply: number;
  vat: number;
  total: number;
  running_total: number;
};

const toRow = (r: LineSqlRow): PurchaseRegisterRow => ({
  purchaseDate: r.purchase_date,
  purchaseCode: r.purchase_code,
  lineNo: Number(r.line_no),
  supplierCode: r.supplier_code,
  supplierName: r.supplier_name,
  partCode: r.part_code,
  partNo: r.part_no,
  partName: r.part_name,
  brandName: r.brand_name,
  qty: Number(r.qty),
  unitPrice: Number(r.unit_price),
  supply: Number(r.supply),
  vat: Number(r.vat),
  total: Number(r.total),
  runningTotal: Number(r.running_total),
});

/** The lines of a page; the window runs over every line of the filter, so page 3's total carries on. */
const linesOf = async (db: DbOrTx, q: PurchaseRegisterQuery, grouping: Grouping) => {
  const { order, window } = ORDER[grouping];
  const rows = await queryRows<LineSqlRow>(
    db,
    sql`
      select to_char(p.purchase_date, 'YYYYMMDD') as purchase_date, p.code as purchase_code, l.line_no,
             s.code as supplier_code, s.name as supplier_name,
             pt.code as part_code, pt.part_no, pt.name as part_name, b.name as brand_name,
             l.qty, l.unit_price, l.supply, l.vat, l.total,
             sum(l.total) over (${window} rows between unbounded preceding and current row)::bigint as running_total
      ${fromOf(q)}
      order by ${order}
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return rows.map(toRow);
};

type SumSqlRow = {
  supplier_code: string | null;
  supplier_name: string | null;
  count: number;
  qty: number;
  supply: number;
  vat: number;
  total: number;
};

const sumsOf = (r: SumSqlRow | undefined) => ({
  count: Number(r?.count ?? 0),
  qty: Number(r?.qty ?? 0),
  supply: Number(r?.supply ?? 0),
  vat: Number(r?.vat ?? 0),
  total: Number(r?.total ?? 0),
});

/** The period's sums, and per supplier when `bySupplier` (grouping sets: one pass). */
const totalsOf = async (db: DbOrTx, q: PurchaseRegisterQuery, bySupplier: boolean) => {
  const rows = await queryRows<SumSqlRow & { whole: boolean }>(
    db,
    sql`
      select ${bySupplier ? sql`s.code` : sql`null::text`} as supplier_code,
             ${bySupplier ? sql`s.name` : sql`null::text`} as supplier_name,
             ${bySupplier ? sql`grouping(s.code, s.name) <> 0` : sql`true`} as whole,
             count(*)::int as count, coalesce(sum(l.qty), 0)::int as qty, coalesce(sum(l.supply), 0)::bigint as supply,
             coalesce(sum(l.vat), 0)::bigint as vat, coalesce(sum(l.total), 0)::bigint as total
      ${fromOf(q)}
      ${bySupplier ? sql`group by grouping sets ((s.code, s.name), ()) order by whole, s.name, s.code` : sql``}`,
  );
  const subtotals = rows
    .filter((r) => !r.whole)
    .map(
      (r): BuyRegisterSubtotal => ({
        supplierCode: r.supplier_code ?? '',
        supplierName: r.supplier_name ?? '',
        ...sumsOf(r),
      }),
    );
  return { sums: sumsOf(rows.find((r) => r.whole)), subtotals };
};

export const purchaseRegister = async (
  db: DbOrTx,
  q: PurchaseRegisterQuery,
): Promise<PurchaseRegisterPage> => {
  const { sums } = await totalsOf(db, q, false);
  return { rows: await linesOf(db, q, 'none'), total: sums.count, page: q.page, size: q.size, sums };
};

export const buyRegister = async (db: DbOrTx, q: PurchaseRegisterQuery): Promise<BuyRegisterPage> => {
  const { sums, subtotals } = await totalsOf(db, q, true);
  return {
    rows: await linesOf(db, q, 'supplier'),
    total: sums.count,
    page: q.page,
    size: q.size,
    sums,
    subtotals,
  };
};

const BATCH = 500;

/** Every line of the register, a page at a time, for the Excel file. */
export async function* registerBatches(
  db: DbOrTx,
  q: PurchaseRegisterQuery,
): AsyncIterable<PurchaseRegisterRow[]> {
  for (let page = 1; ; page += 1) {
    const rows = await linesOf(db, { ...q, page, size: BATCH }, 'none');
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

/** A supplier's subtotal as a row of the file, under its lines. */
const subtotalRow = (s: BuyRegisterSubtotal): PurchaseRegisterRow => ({
  purchaseDate: '',
  purchaseCode: '',
  lineNo: s.count,
  supplierCode: s.supplierCode,
  supplierName: `${s.supplierName} 소계`,
  partCode: '',
  partNo: '',
  partName: `${s.count}줄`,
  brandName: null,
  qty: s.qty,
  unitPrice: 0,
  supply: s.supply,
  vat: s.vat,
  total: s.total,
  runningTotal: s.total,
});

/** BuyRegister's file: each supplier's lines followed by its subtotal row. */
export async function* buyRegisterBatches(
  db: DbOrTx,
  q: PurchaseRegisterQuery,
): AsyncIterable<PurchaseRegisterRow[]> {
  const { subtotals } = await totalsOf(db, q, true);
  const bySupplier = new Map(subtotals.map((s) => [s.supplierCode, s]));
  let current: string | null = null;
  for (let page = 1; ; page += 1) {
    const rows = await linesOf(db, { ...q, page, size: BATCH }, 'supplier');
    const out: PurchaseRegisterRow[] = [];
    for (const row of rows) {
      const ended = current !== null && current !== row.supplierCode ? bySupplier.get(current) : undefined;
      if (ended) out.push(subtotalRow(ended));
      current = row.supplierCode;
      out.push(row);
    }
    const last = rows.length < BATCH && current !== null ? bySupplier.get(current) : undefined;
    if (last) out.push(subtotalRow(last));
    if (out.length > 0) yield out;
    if (rows.length < BATCH) return;
  }
}
