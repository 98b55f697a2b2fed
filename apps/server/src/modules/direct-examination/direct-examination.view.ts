import type { DirectExaminationSummary, DirectExaminationView } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// The summary (list) and the view (detail, print) of a direct shipment, from one select.

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const DIRECT_SUMMARY_SQL = sql`direct_examinations.id, direct_examinations.code, direct_examinations.status,
  s.code as supplier_code, s.name as supplier_name, c.code as customer_code, c.name as customer_name,
  direct_examinations.warehouse_code, direct_examinations.order_code, direct_examinations.method,
  direct_examinations.purchase_code, direct_examinations.memo,
  ${iso(sql`direct_examinations.requested_at`)} as requested_at, ${iso(sql`direct_examinations.examined_at`)} as examined_at,
  (select a.name from accounts a where a.id = direct_examinations.examined_by) as examined_by_name,
  (select count(*)::int from direct_examination_lines l where l.examination_id = direct_examinations.id) as line_count,
  (select coalesce(sum(l.qty), 0)::int from direct_examination_lines l where l.examination_id = direct_examinations.id) as total_qty,
  (select sum(l.examined_qty)::int from direct_examination_lines l where l.examination_id = direct_examinations.id) as examined_qty,
  (select coalesce(sum(l.qty * l.unit_price), 0)::bigint from direct_examination_lines l where l.examination_id = direct_examinations.id) as supply`;

export const DIRECT_FROM_SQL = sql`direct_examinations join suppliers s on s.id = direct_examinations.supplier_id
  join customers c on c.id = direct_examinations.customer_id`;

export type SummaryRow = {
  id: number;
  code: string;
  status: DirectExaminationSummary['status'];
  supplier_code: string;
  supplier_name: string;
  customer_code: string;
  customer_name: string;
  warehouse_code: string;
  order_code: string | null;
  method: DirectExaminationSummary['method'];
  purchase_code: string | null;
  memo: string | null;
  requested_at: string;
  examined_at: string | null;
  examined_by_name: string | null;
  line_count: number;
  total_qty: number;
  examined_qty: number | null;
  supply: string;
};

export const toDirectSummary = (r: SummaryRow): DirectExaminationSummary => ({
  id: r.id,
  code: r.code,
  status: r.status,
  supplierCode: r.supplier_code,
  supplierName: r.supplier_name,
  customerCode: r.customer_code,
  customerName: r.customer_name,
  warehouseCode: r.warehouse_code,
  orderCode: r.order_code,
  lineCount: Number(r.line_count),
  totalQty: Number(r.total_qty),
  examinedQty: r.examined_qty === null ? null : Number(r.examined_qty),
  supply: Number(r.supply),
  method: r.method,
  purchaseCode: r.purchase_code,
  memo: r.memo,
  requestedAt: r.requested_at,
  examinedAt: r.examined_at,
  examinedByName: r.examined_by_name,
});

export const loadDirect = async (db: DbOrTx, code: string): Promise<DirectExaminationView> => {
  const [row] = await queryRows<
    SummaryRow & {
      customer_address: string | null;
      customer_phone: string | null;
      supplier_phone: string | null;
    }
  >(
    db,
    sql`select ${DIRECT_SUMMARY_SQL}, nullif(concat_ws(' ', c.address, c.address_detail), '') as customer_address,
          coalesce(c.phone, c.mobile) as customer_phone, s.phone as supplier_phone
        from ${DIRECT_FROM_SQL} where direct_examinations.code = ${code}`,
  );
  if (!row) throw new AppError('E2001', `직송 ${code}을(를) 찾을 수 없습니다.`);
  const lines = await queryRows<{
    line_no: number;
    part_code: string;
    part_no: string;
    part_name: string;
    qty: number;
    unit_price: string;
    examined_qty: number | null;
  }>(
    db,
    sql`select l.line_no, p.code as part_code, p.part_no, p.name as part_name, l.qty, l.unit_price, l.examined_qty
        from direct_examination_lines l join parts p on p.id = l.part_id
        where l.examination_id = ${row.id} order by l.line_no`,
  );
  return {
    ...toDirectSummary(row),
    customerAddress: row.customer_address,
    customerPhone: row.customer_phone,
    supplierPhone: row.supplier_phone,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      partCode: l.part_code,
      partNo: l.part_no,
      partName: l.part_name,
      qty: l.qty,
      unitPrice: Number(l.unit_price),
      examinedQty: l.examined_qty,
    })),
  };
};
