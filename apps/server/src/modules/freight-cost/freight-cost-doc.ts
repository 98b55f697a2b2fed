import type { FreightDocKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// The documents a freight bill can be charged to, read as lines of part, warehouse, units and
// value. Purchases are read here; warehouse moves (H…, the move module of issue #18) plug in at
// `moveLines` once that module is merged: the move's lines, at the warehouse they went into.

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

/** A warehouse move's lines: not in this branch yet, so every move code reads as missing. */
const moveLines = async (_db: DbOrTx, code: string): Promise<ChargedDoc> => {
  throw new AppError('E2001', `창고 이동 ${code}을(를) 찾을 수 없습니다.`);
};

/** The lines of the document a bill is charged to; a missing or unfixed one is refused. */
export const chargedDocOf = (db: DbOrTx, kind: FreightDocKind, code: string): Promise<ChargedDoc> =>
  kind === 'purchase' ? purchaseLinesOf(db, code) : moveLines(db, code);
