import type { FreightDocKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { DOC_KIND as MOVE_DOC_KIND } from '../warehouse-move/warehouse-move.service.js';

// The documents a freight bill can be charged to, read as lines of part, warehouse, units and
// value: a fixed purchase's lines where they came in, a received warehouse move's lines where they
// went in (the destination, at the value the move brought there).

export type DocLine = {
  lineNo: number;
  partId: number;
  partCode: string;
  partNo: string;
  partName: string;
  warehouseCode: string;
  qty: number;
  value: number;
};
export type ChargedDoc = { partyName: string; docDate: string | null; lines: DocLine[] };

type LineRow = {
  line_no: number;
  part_id: number;
  part_code: string;
  part_no: string;
  part_name: string;
  warehouse_code: string;
  qty: number;
  value: string;
};
const toLine = (r: LineRow): DocLine => ({
  lineNo: r.line_no,
  partId: r.part_id,
  partCode: r.part_code,
  partNo: r.part_no,
  partName: r.part_name,
  warehouseCode: r.warehouse_code,
  qty: r.qty,
  value: Number(r.value),
});

/** A fixed purchase's lines at their supply (the value that came into stock). */
const purchaseLinesOf = async (db: DbOrTx, code: string): Promise<ChargedDoc> => {
  const [doc] = await queryRows<{ id: number; status: string; supplier_name: string; purchase_date: string }>(
    db,
    sql`select u.id, u.status, s.name as supplier_name, to_char(u.purchase_date, 'YYYYMMDD') as purchase_date
        from purchases u join suppliers s on s.id = u.supplier_id where u.code = ${code}`,
  );
  if (!doc) throw new AppError('E2001', `매입 ${code}을(를) 찾을 수 없습니다.`);
  if (doc.status !== 'fixed')
    throw new AppError('E2003', `매입 ${code}은(는) 확정되지 않았습니다. 확정된 매입에만 운임을 배부합니다.`);
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.line_no, l.part_id, p.code as part_code, p.part_no, p.name as part_name,
          u.warehouse_code, l.qty, l.supply as value
        from purchase_lines l join purchases u on u.id = l.purchase_id join parts p on p.id = l.part_id
        where l.purchase_id = ${doc.id} order by l.line_no`,
  );
  return { partyName: doc.supplier_name, docDate: doc.purchase_date, lines: lines.map(toLine) };
};

/**
 * A received warehouse move's lines at its destination, each at the value its move-in brought
 * there (units short on the road are not charged: they never arrived). Freight on a move still on
 * the road waits for the receipt, so the cost lands where the goods are.
 */
const moveLinesOf = async (db: DbOrTx, code: string): Promise<ChargedDoc> => {
  const [doc] = await queryRows<{ status: string; route: string; received_on: string | null }>(
    db,
    sql`select m.status, f.name || ' → ' || t.name as route,
          to_char(m.received_at at time zone 'Asia/Seoul', 'YYYYMMDD') as received_on
        from warehouse_moves m join warehouses f on f.code = m.from_warehouse_code
        join warehouses t on t.code = m.to_warehouse_code where m.code = ${code}`,
  );
  if (!doc) throw new AppError('E2001', `창고 이동 ${code}을(를) 찾을 수 없습니다.`);
  if (doc.status !== 'received')
    throw new AppError(
      'E2003',
      `창고 이동 ${code}은(는) 아직 입고되지 않았습니다. 입고된 이동에만 운임을 배부합니다.`,
    );
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.line_no, l.part_id, p.code as part_code, p.part_no, p.name as part_name,
          m.to_warehouse_code as warehouse_code, l.received_qty as qty, coalesce(v.value, 0) as value
        from warehouse_move_lines l join warehouse_moves m on m.id = l.move_id join parts p on p.id = l.part_id
        left join lateral (
          select sum(s.value)::bigint as value from stock_moves s
          where s.doc_kind = ${MOVE_DOC_KIND} and s.doc_code = m.code and s.doc_line = l.line_no
            and s.warehouse_code = m.to_warehouse_code and s.reason = 'move-in'
        ) v on true
        where m.code = ${code} and l.received_qty > 0 order by l.line_no`,
  );
  return { partyName: doc.route, docDate: doc.received_on, lines: lines.map(toLine) };
};

/** The lines of the document a bill is charged to; a missing or unfixed one is refused. */
export const chargedDocOf = (db: DbOrTx, kind: FreightDocKind, code: string): Promise<ChargedDoc> =>
  kind === 'purchase' ? purchaseLinesOf(db, code) : moveLinesOf(db, code);
