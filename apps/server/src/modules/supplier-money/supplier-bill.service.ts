import {
  type BillableLine,
  billDifferences,
  priceAdjustment,
  priceLine,
  type SupplierBillAccept,
  type SupplierBillInput,
  type SupplierBillStatus,
  type SupplierBillView,
  sumAmounts,
  unacknowledgedDifference,
  whyCannotAcceptBill,
  whyCannotModifyBill,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { postPayable } from '../purchase/payable.service.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { arrivalLines, billLinesOf, loadBill, matchOf } from './supplier-bill-view.js';
import { supplierBillLines, supplierBills } from './supplier-money.table.js';
import { supplierOfInput } from './supplier-ref.js';

// Supplier bills (매입 계산서, SPEC §2.13): each line matched to a fixed arrival line of the same
// supplier, never more than was received over all bills; accepting needs every difference
// acknowledged with a reason. The payable was raised by the purchase fix, so a bill posts only
// the accepted price differences (an adjustment entry), in the accept's transaction.

const STALE = '다른 사용자가 먼저 이 계산서를 변경했습니다. 새로고침 후 다시 시도하세요.';
const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

/** PurchasePayingBill's pick list: the supplier's fixed arrival lines not yet billed in full. */
export const billableLines = async (db: Db, supplierCode: string): Promise<BillableLine[]> => {
  const supplier = await supplierOfInput(db, supplierCode, 'E2001');
  const rows = await arrivalLines(
    db,
    and(eq(purchases.supplierId, supplier.id), eq(purchases.status, 'fixed')),
    0,
  ).orderBy(asc(purchases.purchaseDate), asc(purchases.id), asc(purchaseLines.lineNo));
  return rows
    .map((r) => ({
      purchaseLineId: r.id,
      purchaseCode: r.purchaseCode,
      purchaseDate: ymdOf(r.purchaseDate),
      partCode: r.partCode,
      partNo: r.partNo,
      partName: r.partName,
      orderedQty: r.orderedQty === null ? null : Number(r.orderedQty),
      receivedQty: r.qty,
      billedQty: Number(r.billed),
      openQty: r.qty - Number(r.billed),
      unitPrice: r.unitPrice,
      vatIncluded: r.vatIncluded,
    }))
    .filter((r) => r.openQty > 0);
};

/**
 * The bill's lines matched and priced, inside the transaction: the arrival lines are locked, so
 * two bills charging the same arrival at once are counted one after the other.
 */
const matchLines = async (tx: Tx, supplierId: number, billId: number, input: SupplierBillInput) => {
  if (input.lines.length === 0) return [];
  const ids = input.lines.map((l) => l.purchaseLineId);
  const rows = await arrivalLines(tx, and(inArray(purchaseLines.id, ids)), billId).for('update', {
    of: purchaseLines,
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Map<number, number>();
  return input.lines.map((line, i) => {
    const where = `계산서 품목 ${i + 1}번째 줄`;
    const row = byId.get(line.purchaseLineId);
    if (!row || row.supplierId !== supplierId)
      throw new AppError('E0422', `${where} 입고 품목: 이 매입처의 입고 품목이 아닙니다.`);
    if (row.purchaseStatus !== 'fixed')
      throw new AppError(
        'E0422',
        `${where} 입고 품목: 확정되지 않은 입고(${row.purchaseCode})는 청구할 수 없습니다.`,
      );
    const earlier = seen.get(row.id);
    if (earlier !== undefined)
      throw new AppError('E0422', `${where} 입고 품목: ${earlier}번째 줄과 같은 입고 품목입니다.`);
    seen.set(row.id, i + 1);
    const open = row.qty - Number(row.billed);
    if (line.qty > open)
      throw new AppError(
        'E0422',
        `${where} 수량: 입고 수량보다 많이 청구할 수 없습니다 (${row.purchaseCode} ${row.partName}: 입고 ${row.qty}개, 다른 계산서 청구 ${Number(row.billed)}개, 남은 ${open}개).`,
      );
    const money = priceLine(line.qty, line.unitPrice, row.vatIncluded);
    return {
      lineNo: i + 1,
      purchaseLineId: row.id,
      partId: row.partId,
      qty: line.qty,
      unitPrice: line.unitPrice,
      supply: money.supply,
      vat: money.tax,
      total: money.total,
    };
  });
};

const totalsOf = (lines: readonly { supply: number; vat: number; total: number }[]) => {
  const sum = sumAmounts(lines.map((l) => ({ supply: l.supply, tax: l.vat, total: l.total })));
  return { supply: sum.supply, vat: sum.tax, total: sum.total };
};

const assertBillNoFree = async (tx: Tx, supplierId: number, billNo: string, billId: number) => {
  const [other] = await tx
    .select({ code: supplierBills.code })
    .from(supplierBills)
    .where(
      and(
        eq(supplierBills.supplierId, supplierId),
        eq(supplierBills.supplierBillNo, billNo),
        ne(supplierBills.id, billId),
      ),
    );
  if (other)
    throw new AppError(
      'E0422',
      `매입처 계산서 번호: 이 매입처의 계산서 번호 ${billNo}는 이미 ${other.code}로 등록되어 있습니다.`,
    );
};

/** Writes the bill's lines and header money; a bill with lines is matched, one without a draft. */
const writeLines = async (tx: Tx, billId: number, lines: Awaited<ReturnType<typeof matchLines>>) => {
  await tx.delete(supplierBillLines).where(eq(supplierBillLines.billId, billId));
  if (lines.length > 0) await tx.insert(supplierBillLines).values(lines.map((l) => ({ ...l, billId })));
  return { ...totalsOf(lines), status: (lines.length > 0 ? 'matched' : 'draft') as SupplierBillStatus };
};

const headerOf = (input: SupplierBillInput) => ({
  billDate: ymdToIso(input.billDate),
  kind: input.kind,
  supplierBillNo: input.supplierBillNo,
  memo: input.memo ?? null,
});

/** PurchasePayingBill: registers a bill matched to arrivals (a draft when it has no lines yet). */
export const createBill = async (
  db: Db,
  input: SupplierBillInput,
  actor: AuditActor,
): Promise<SupplierBillView> => {
  const supplier = await supplierOfInput(db, input.supplierCode);
  const code = await db.transaction(async (tx) => {
    await assertBillNoFree(tx, supplier.id, input.supplierBillNo, 0);
    const [bill] = await tx
      .insert(supplierBills)
      .values({ supplierId: supplier.id, ...headerOf(input), createdBy: actor.accountId })
      .returning({ id: supplierBills.id, code: supplierBills.code });
    const lines = await matchLines(tx, supplier.id, bill!.id, input);
    const money = await writeLines(tx, bill!.id, lines);
    await tx.update(supplierBills).set(money).where(eq(supplierBills.id, bill!.id));
    await writeAudit(tx, actor, {
      action: 'supplier-bill.create',
      entity: 'supplier-bill',
      entityId: bill!.code,
      after: { ...money, supplierCode: supplier.code, lines: lines.length },
    });
    return bill!.code;
  });
  return loadBill(db, code);
};

const lockBill = async (tx: Tx, code: string, version: number) => {
  const [row] = await tx
    .select()
    .from(supplierBills)
    .where(eq(supplierBills.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw new AppError('E2001', `계산서 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (row.version !== version) throw new AppError('E0409', STALE);
  return row;
};

const bump = { updatedAt: sql`now()`, version: sql`${supplierBills.version} + 1` };

/** Replaces a bill's header and lines before it is accepted, at the version the clerk read. */
export const modifyBill = async (
  db: Db,
  code: string,
  input: SupplierBillInput,
  version: number,
  actor: AuditActor,
): Promise<SupplierBillView> => {
  const supplier = await supplierOfInput(db, input.supplierCode);
  const billCode = await db.transaction(async (tx) => {
    const row = await lockBill(tx, code, version);
    const reason = whyCannotModifyBill(row.status as SupplierBillStatus);
    if (reason) throw new AppError('E2003', reason);
    await assertBillNoFree(tx, supplier.id, input.supplierBillNo, row.id);
    const lines = await matchLines(tx, supplier.id, row.id, input);
    const money = await writeLines(tx, row.id, lines);
    await tx
      .update(supplierBills)
      .set({ supplierId: supplier.id, ...headerOf(input), ...money, ...bump })
      .where(eq(supplierBills.id, row.id));
    await writeAudit(tx, actor, {
      action: 'supplier-bill.modify',
      entity: 'supplier-bill',
      entityId: row.code,
      before: { total: row.total, status: row.status },
      after: { ...money, supplierCode: supplier.code, lines: lines.length },
    });
    return row.code;
  });
  return loadBill(db, billCode);
};

/**
 * Accepts a matched bill: every quantity and price difference needs a reason (stored on its
 * line); the price differences are posted to the payable as one adjustment entry of exactly
 * their sum (+ the bill charges more, − less). Quantity differences post nothing: the payable
 * already holds what was received, and what is not billed stays open for a later bill.
 */
export const acceptBill = async (
  db: Db,
  code: string,
  input: SupplierBillAccept,
  actor: AuditActor,
): Promise<SupplierBillView> => {
  const billCode = await db.transaction(async (tx) => {
    const row = await lockBill(tx, code, input.version);
    const why = whyCannotAcceptBill(row.status as SupplierBillStatus);
    if (why) throw new AppError('E2003', why);
    const lines = await billLinesOf(tx, row.id);
    await tx
      .select({ id: purchaseLines.id })
      .from(purchaseLines)
      .where(
        inArray(
          purchaseLines.id,
          lines.map((l) => l.line.purchaseLineId),
        ),
      )
      .for('update');
    const unfixed = lines.find((l) => l.purchaseStatus !== 'fixed');
    if (unfixed)
      throw new AppError(
        'E2003',
        `입고 ${withParticle(unfixed.purchaseCode, '이/가')} 확정 취소되어 계산서를 승인할 수 없습니다. 품목을 다시 대사하세요.`,
      );
    const matches = lines.map(matchOf);
    const differences = billDifferences(matches);
    const nameOf = new Map(lines.map((l) => [l.line.lineNo, l.partName]));
    const missing = unacknowledgedDifference(differences, input.acknowledgements, (n) => nameOf.get(n) ?? '');
    if (missing)
      throw new AppError('E0422', missing, {
        fields: [
          { field: 'acknowledgements', label: '차이 확인', message: missing.replace(/^차이 확인: /, '') },
        ],
      });
    const reasonFor = (lineNo: number, kind: 'qty' | 'price') =>
      differences.some((d) => d.lineNo === lineNo && d.kind === kind)
        ? (input.acknowledgements.find((a) => a.lineNo === lineNo && a.kind === kind)?.reason ?? null)
        : null;
    for (const l of lines) {
      const qtyReason = reasonFor(l.line.lineNo, 'qty');
      const priceReason = reasonFor(l.line.lineNo, 'price');
      if (qtyReason || priceReason)
        await tx
          .update(supplierBillLines)
          .set({ qtyReason, priceReason })
          .where(eq(supplierBillLines.id, l.line.id));
    }
    const adjustment = matches
      .filter((m) => m.billedPrice !== m.receivedPrice)
      .map(priceAdjustment)
      .reduce((s, a) => ({ supply: s.supply + a.supply, vat: s.vat + a.vat, total: s.total + a.total }), {
        supply: 0,
        vat: 0,
        total: 0,
      });
    await tx
      .update(supplierBills)
      .set({
        status: 'accepted',
        adjustment: adjustment.total,
        acceptedBy: actor.accountId,
        acceptedAt: sql`now()`,
        ...bump,
      })
      .where(eq(supplierBills.id, row.id));
    if (adjustment.total !== 0)
      await postPayable(
        tx,
        {
          supplierId: row.supplierId,
          kind: 'adjustment',
          amount: adjustment.total,
          supply: adjustment.supply,
          vat: adjustment.vat,
          docKind: 'supplier-bill',
          docCode: row.code,
          memo: `계산서 단가 차이 (${row.supplierBillNo})`,
        },
        actor.accountId,
      );
    await writeAudit(tx, actor, {
      action: 'supplier-bill.accept',
      entity: 'supplier-bill',
      entityId: row.code,
      after: { adjustment: adjustment.total, differences: differences.length },
    });
    return row.code;
  });
  return loadBill(db, billCode);
};
