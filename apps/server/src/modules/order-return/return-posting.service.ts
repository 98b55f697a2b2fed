import {
  cancelLineAmount,
  defectLocationCode,
  type ReturnExaminationView,
  sumAmounts,
  type VatAmounts,
} from '@erp/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { postOrderLineCores } from '../core-ledger/core-ledger.service.js';
import { reverseAssociationLinePoints } from '../loyalty/association-points.service.js';
import { reverseSalePoints } from '../point/point.service.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { postStockMoves } from '../stock/stock.service.js';
import { warehouses } from '../stock/stock.table.js';
import { orderReturnLines, orderReturnScans, orderReturns } from './order-return.table.js';
import { returnByCode, returnExaminationOf } from './return-examination.service.js';

// The end of a return's examination, in ONE transaction: each line back on the shelf (return-in)
// or into the defect location, the customer's receivable credited by exactly what the line is
// worth on what remains of it (so returns and cancels of one line add up to its sale), and the
// points the line earned taken back; points already spent are settled by a smaller credit.

export const RETURN_DOC_KIND = 'order_return';

/** The defect location beside a warehouse, opened on first use (ON CONFLICT: two at once agree). */
const openDefectLocation = async (tx: Tx, warehouseCode: string): Promise<string> => {
  const code = defectLocationCode(warehouseCode);
  await tx
    .insert(warehouses)
    .values({ code, name: `${warehouseCode} 불량`, kind: 'defect', sortOrder: 950 })
    .onConflictDoNothing();
  return code;
};

export const completeReturn = async (
  db: Db,
  rawCode: string,
  actor: AuditActor,
): Promise<ReturnExaminationView> => {
  const code = rawCode.trim().toUpperCase();
  await db.transaction(async (tx) => {
    const ret = await returnByCode(tx, code, true);
    if (ret.status === 'examined') throw new AppError('E2003', '반품 검수가 이미 끝났습니다.');
    if (ret.status !== 'checked') throw new AppError('E2003', '확인된 반품만 검수를 마칠 수 있습니다.');
    const view = await returnExaminationOf(tx, code);
    const short = view.lines.filter((l) => l.scanned < l.required);
    if (short.length > 0)
      throw new AppError(
        'E2003',
        `반품 검수가 덜 끝났습니다: ${short.map((l) => `${l.lineNo}번 ${l.partName} ${l.scanned}/${l.required}`).join(', ')}`,
      );
    // The order row first (the lock a cancel's check takes), then its lines: one order for all.
    const [order] = await tx.select().from(salesOrders).where(eq(salesOrders.id, ret.orderId)).for('update');
    const orderLines = await tx
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, ret.orderId))
      .for('update');
    const byNo = new Map(orderLines.map((l) => [l.lineNo, l]));
    const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, ret.id));
    const defect = lines.some((l) => l.disposition === 'defect')
      ? await openDefectLocation(tx, ret.warehouseCode)
      : null;
    // Points only where the line earned some: one read for the whole order, not one per line.
    const earned = await queryRows<{ line: number }>(
      tx,
      sql`select doc_line as line from point_entries
           where customer_id = ${ret.customerId} and doc_code = ${order!.code} and kind = 'sale'
           group by doc_line having sum(amount) <> 0`,
    );
    const earning = new Set(earned.map((e) => Number(e.line)));
    const posted: { id: number; money: VatAmounts; reversed: number; shortfall: number }[] = [];
    for (const l of lines) {
      const ol = byNo.get(l.lineNo)!;
      const remaining = ol.qty - ol.cancelledQty - ol.returnedQty;
      if (remaining < l.qty)
        throw new AppError(
          'E2003',
          `${l.lineNo}번째 줄은 이미 취소·반품되어 ${remaining}개만 남았습니다 (반품 ${l.qty}개).`,
        );
      const delta = cancelLineAmount(remaining, l.qty, ol.unitPrice, order!.vatIncluded);
      const points = earning.has(l.lineNo)
        ? await reverseSalePoints(
            tx,
            {
              customerId: ret.customerId,
              sale: { docCode: order!.code, docLine: l.lineNo },
              units: l.qty,
              returnedBefore: ol.cancelledQty + ol.returnedQty,
              soldUnits: ol.qty,
              by: { docKind: RETURN_DOC_KIND, docCode: ret.code },
            },
            actor.accountId,
          )
        : { reversed: 0, shortfall: 0 };
      // A member's association points on the line come back too (nothing when it earned none).
      await reverseAssociationLinePoints(
        tx,
        {
          customerId: ret.customerId,
          sale: { docCode: order!.code, docLine: l.lineNo },
          units: l.qty,
          returnedBefore: ol.cancelledQty + ol.returnedQty,
          soldUnits: ol.qty,
          by: { docKind: RETURN_DOC_KIND, docCode: ret.code },
        },
        actor.accountId,
      );
      posted.push({
        id: l.id,
        money: { supply: -delta.supply, tax: -delta.tax, total: -delta.total },
        reversed: points.reversed,
        shortfall: points.shortfall,
      });
    }
    // A returned battery is no longer owed back as a core.
    await postOrderLineCores(tx, {
      orderId: ret.orderId,
      customerId: ret.customerId,
      kind: 'returned',
      docCode: ret.code,
      lines,
      by: actor.accountId,
    });
    // One statement for all the lines (arrays unnested by the database), not one per line.
    await tx.execute(sql`
      update sales_order_lines l set returned_qty = l.returned_qty + v.qty
        from unnest(${sql.param(lines.map((l) => byNo.get(l.lineNo)!.id))}::bigint[],
                    ${sql.param(lines.map((l) => l.qty))}::int[]) as v(id, qty)
       where l.id = v.id`);
    await postStockMoves(
      tx,
      lines.map((l) => ({
        partId: byNo.get(l.lineNo)!.partId,
        warehouseCode: l.disposition === 'defect' && defect ? defect : ret.warehouseCode,
        qty: l.qty,
        reason: 'return-in' as const,
        docKind: RETURN_DOC_KIND,
        docCode: ret.code,
        docLine: l.lineNo,
      })),
      actor.accountId,
    );
    // Each labelled unit scanned in is back in our stock (restocked or in the defect location).
    const units = await tx
      .select({ value: orderReturnScans.unitBarcode })
      .from(orderReturnScans)
      .where(and(eq(orderReturnScans.returnId, ret.id), isNotNull(orderReturnScans.unitBarcode)));
    for (const { value } of units)
      await recordUnitBarcodeEvent(
        tx,
        { value: value!, event: 'return_in', docKind: RETURN_DOC_KIND, docCode: ret.code, memo: '반품 입고' },
        actor,
      );
    const total = sumAmounts(posted.map((p) => p.money));
    await postReceivable(
      tx,
      {
        customerId: ret.customerId,
        kind: 'return',
        amount: -total.total,
        supply: -total.supply,
        tax: -total.tax,
        docKind: RETURN_DOC_KIND,
        docCode: ret.code,
        memo: `${order!.code} 반품`,
      },
      actor.accountId,
    );
    const shortfall = posted.reduce((a, p) => a + p.shortfall, 0);
    if (shortfall > 0)
      // Points the customer already spent cannot be taken back: they are kept out of the credit.
      await postReceivable(
        tx,
        {
          customerId: ret.customerId,
          kind: 'adjustment',
          amount: shortfall,
          docKind: RETURN_DOC_KIND,
          docCode: ret.code,
          memo: `반품 ${ret.code}: 이미 사용된 적립금 ${shortfall.toLocaleString('ko-KR')}점 차감`,
        },
        actor.accountId,
      );
    await tx.execute(sql`
      update order_return_lines r set supply = v.supply, tax = v.tax, total = v.total,
             points_reversed = v.reversed, point_shortfall = v.shortfall
        from unnest(${sql.param(posted.map((p) => p.id))}::bigint[],
                    ${sql.param(posted.map((p) => p.money.supply))}::bigint[],
                    ${sql.param(posted.map((p) => p.money.tax))}::bigint[],
                    ${sql.param(posted.map((p) => p.money.total))}::bigint[],
                    ${sql.param(posted.map((p) => p.reversed))}::bigint[],
                    ${sql.param(posted.map((p) => p.shortfall))}::bigint[]) as v(id, supply, tax, total, reversed, shortfall)
       where r.id = v.id`);
    await tx
      .update(orderReturns)
      .set({ status: 'examined', examinedBy: actor.accountId, examinedAt: sql`now()` })
      .where(and(eq(orderReturns.id, ret.id), eq(orderReturns.status, 'checked')));
    await writeAudit(tx, actor, {
      action: 'order.return.examined',
      entity: 'order_return',
      entityId: ret.code,
      after: {
        order: order!.code,
        credit: total.total - shortfall,
        points: posted.reduce((a, p) => a + p.reversed, 0),
        shortfall,
        defect,
      },
    });
  });
  return returnExaminationOf(db, code);
};
