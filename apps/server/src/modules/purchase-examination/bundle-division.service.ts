import {
  type BundleDivision,
  type BundleDivisionInput,
  whyCannotDivideBundle,
  withParticle,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { postStockMoves, type StockMove } from '../stock/stock.service.js';
import { purchaseBundleDivisions } from './purchase-examination.table.js';

// PurchaseBundleDivision: a box received as one purchase line is opened into unit parts. The box
// part goes out and the units come in, in the purchase's warehouse, in one transaction; a cancel
// posts the opposite moves (reversing entries) and stamps the division, which is never deleted.

/** The stock moves of a division; sign −1 reverses them. */
const divisionMoves = (
  d: {
    id: number;
    warehouseCode: string;
    boxPartId: number;
    unitPartId: number;
    boxes: number;
    perBox: number;
  },
  sign: 1 | -1,
): StockMove[] => [
  // Recorded as manual adjustments under the doc kind 'purchase-bundle' (no dedicated reason yet).
  {
    partId: d.boxPartId,
    warehouseCode: d.warehouseCode,
    qty: -sign * d.boxes,
    reason: 'manual-adjust',
    docKind: 'purchase-bundle',
    docCode: String(d.id),
    docLine: 1,
  },
  {
    partId: d.unitPartId,
    warehouseCode: d.warehouseCode,
    qty: sign * d.boxes * d.perBox,
    reason: 'manual-adjust',
    docKind: 'purchase-bundle',
    docCode: String(d.id),
    docLine: 2,
  },
];

type DivisionRow = {
  id: number;
  purchase_code: string;
  line_no: number;
  warehouse_code: string;
  box_code: string;
  box_name: string;
  unit_code: string;
  unit_name: string;
  boxes: number;
  per_box: number;
  memo: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
};

const selectDivisions = (db: DbOrTx, where: ReturnType<typeof sql>) =>
  queryRows<DivisionRow>(
    db,
    sql`select d.id, pu.code as purchase_code, d.line_no, d.warehouse_code, bp.code as box_code,
          bp.name as box_name, up.code as unit_code, up.name as unit_name, d.boxes, d.per_box, d.memo,
          a.name as created_by_name, d.created_at, d.cancelled_at
        from purchase_bundle_divisions d join purchases pu on pu.id = d.purchase_id
        join parts bp on bp.id = d.box_part_id join parts up on up.id = d.unit_part_id
        left join accounts a on a.id = d.created_by
        where ${where} order by d.id`,
  );

const toDivision = (r: DivisionRow): BundleDivision => ({
  id: r.id,
  purchaseCode: r.purchase_code,
  lineNo: r.line_no,
  warehouseCode: r.warehouse_code,
  boxPartCode: r.box_code,
  boxPartName: r.box_name,
  unitPartCode: r.unit_code,
  unitPartName: r.unit_name,
  boxes: r.boxes,
  perBox: r.per_box,
  units: r.boxes * r.per_box,
  memo: r.memo,
  createdByName: r.created_by_name,
  createdAt: new Date(r.created_at).toISOString(),
  cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
});

const divisionById = async (db: DbOrTx, id: number): Promise<BundleDivision> => {
  const [row] = await selectDivisions(db, sql`d.id = ${id}`);
  if (!row) throw new AppError('E2001', `박스 분할 ${id}번을 찾을 수 없습니다.`);
  return toDivision(row);
};

/** The divisions of one purchase, cancelled ones included. */
export const divisionsOf = async (db: DbOrTx, code: string): Promise<BundleDivision[]> =>
  (await selectDivisions(db, sql`pu.code = ${code.trim().toUpperCase()}`)).map(toDivision);

export const divideBundle = async (
  db: Db,
  input: BundleDivisionInput,
  actor: AuditActor,
): Promise<BundleDivision> => {
  const id = await db.transaction(async (tx) => {
    const [line] = await queryRows<{
      purchase_id: number;
      status: string;
      warehouse_code: string;
      part_id: number;
      part_code: string;
      qty: number;
    }>(
      tx,
      sql`select pu.id as purchase_id, pu.status, pu.warehouse_code, l.part_id, p.code as part_code, l.qty
          from purchases pu join purchase_lines l on l.purchase_id = pu.id join parts p on p.id = l.part_id
          where pu.code = ${input.purchaseCode} and l.line_no = ${input.lineNo}
          for update of pu`,
    );
    if (!line)
      throw new AppError('E0422', `줄 번호: 매입 ${input.purchaseCode}에 ${input.lineNo}번 줄이 없습니다.`);
    if (line.status !== 'fixed')
      throw new AppError('E2003', '확정된 매입의 박스만 나눌 수 있습니다. 먼저 검수 확정하세요.');
    const [unit] = await queryRows<{ id: number; code: string; active: boolean; is_set: boolean }>(
      tx,
      sql`select id, code, active, is_set from parts where code = ${input.unitPartCode}`,
    );
    if (!unit?.active || unit.is_set)
      throw new AppError('E0422', `낱개 품목: 쓸 수 없는 품목입니다 (${input.unitPartCode}).`);
    const [done] = await queryRows<{ boxes: number }>(
      tx,
      sql`select coalesce(sum(boxes), 0)::int as boxes from purchase_bundle_divisions
          where purchase_id = ${line.purchase_id} and line_no = ${input.lineNo} and cancelled_at is null`,
    );
    const problem = whyCannotDivideBundle({
      boxPartCode: line.part_code,
      unitPartCode: unit.code,
      lineQty: line.qty,
      divided: Number(done?.boxes ?? 0),
      boxes: input.boxes,
    });
    if (problem) throw new AppError('E0422', problem);
    const [row] = await tx
      .insert(purchaseBundleDivisions)
      .values({
        purchaseId: line.purchase_id,
        lineNo: input.lineNo,
        warehouseCode: line.warehouse_code,
        boxPartId: line.part_id,
        unitPartId: unit.id,
        boxes: input.boxes,
        perBox: input.perBox,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'purchase.bundle.divide',
      entity: 'purchase',
      entityId: input.purchaseCode,
      after: { lineNo: input.lineNo, unitPartCode: unit.code, boxes: input.boxes, perBox: input.perBox },
    });
    // The box is out of stock only if it is still there: the ledger refuses a negative balance.
    await postStockMoves(tx, divisionMoves(row!, 1), actor.accountId);
    return row!.id;
  });
  return divisionById(db, id);
};

/** Undoes a division with the opposite moves; refused when the units are no longer there. */
export const cancelBundleDivision = async (
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<BundleDivision> => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(purchaseBundleDivisions)
      .where(eq(purchaseBundleDivisions.id, id))
      .for('update');
    if (!row) throw new AppError('E2001', `박스 분할 ${id}번을 찾을 수 없습니다.`);
    if (row.cancelledAt)
      throw new AppError('E2003', `박스 분할 ${withParticle(id, '은/는')} 이미 취소되었습니다.`);
    await tx
      .update(purchaseBundleDivisions)
      .set({ cancelledAt: sql`now()`, cancelledBy: actor.accountId })
      .where(eq(purchaseBundleDivisions.id, id));
    await writeAudit(tx, actor, {
      action: 'purchase.bundle.cancel',
      entity: 'purchase_bundle',
      entityId: String(id),
    });
    await postStockMoves(tx, divisionMoves(row, -1), actor.accountId);
  });
  return divisionById(db, id);
};
