import {
  APPROVAL_NEXT,
  type ApprovalAction,
  type ApprovalStatus,
  type PurchaseReturnInput,
  type PurchaseReturnView,
  RETURN_LINE_REASON_LABELS,
  type ReturnLineReason,
  whyCannotApprove,
  withParticle,
} from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { parts } from '../part/part.table.js';
import { lockAtVersion, stepStamp, withNewVersion } from '../purchase/approval-step.js';
import { docAudit } from '../purchase/doc-audit.js';
import { postPayable } from '../purchase/payable.service.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { assertWarehouse, postStockMoves } from '../stock/stock.service.js';
import { purchaseReturnLines, purchaseReturns } from './purchase-return.table.js';
import { buildReturnLines, PART_REF, returnTotals, supplierForReturn } from './purchase-return-lines.js';
import { selectReturnSummaries, toReturnSummary } from './purchase-return-list.service.js';

// Returns to suppliers (매입 반품, SPEC §2.13) on the shared four-eyes path: a clerk requests, a
// second person checks, a third gives the last approval, and the purchaser saves it — the goods
// leave the warehouse and the supplier payable falls, in one transaction. Nothing is deleted.

const STALE = '다른 사용자가 먼저 이 반품을 변경했습니다. 새로고침 후 다시 시도하세요.';
const notFound = (code: string) =>
  new AppError('E2001', `반품 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

/** PurchaseReturnLastCheck / Save / Print: the return and its lines. */
export const loadReturn = async (db: DbOrTx, code: string): Promise<PurchaseReturnView> => {
  const [row] = await selectReturnSummaries(db).where(eq(purchaseReturns.code, code.trim().toUpperCase()));
  if (!row) throw notFound(code);
  const lines = await db
    .select({
      line: purchaseReturnLines,
      part: PART_REF,
      purchaseCode: purchases.code,
      purchaseLineNo: purchaseLines.lineNo,
    })
    .from(purchaseReturnLines)
    .innerJoin(parts, eq(parts.id, purchaseReturnLines.partId))
    .leftJoin(purchaseLines, eq(purchaseLines.id, purchaseReturnLines.purchaseLineId))
    .leftJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
    .where(eq(purchaseReturnLines.returnId, row.ret.id))
    .orderBy(asc(purchaseReturnLines.lineNo));
  return {
    ...toReturnSummary(row),
    lines: lines.map((l) => ({
      ...l.part,
      lineNo: l.line.lineNo,
      qty: l.line.qty,
      unitPrice: l.line.unitPrice,
      supply: l.line.supply,
      vat: l.line.vat,
      total: l.line.total,
      reason: l.line.reason as ReturnLineReason,
      reasonLabel: RETURN_LINE_REASON_LABELS[l.line.reason as ReturnLineReason] ?? l.line.reason,
      purchaseCode: l.purchaseCode,
      purchaseLineNo: l.purchaseLineNo,
      sourceKind: l.line.sourceKind,
      sourceCode: l.line.sourceCode,
    })),
  };
};

const lineSummary = (lines: readonly { partId: number; qty: number; unitPrice: number }[]) =>
  lines.map((l) => ({ partId: l.partId, qty: l.qty, unitPrice: l.unitPrice }));

/** The return row, locked for the rest of the transaction, at the version the clerk read. */
const lockReturn = (tx: Tx, code: string, version: number | undefined) =>
  lockAtVersion(tx, purchaseReturns, code, version, { notFound, stale: STALE });

type ReturnRow = Awaited<ReturnType<typeof lockReturn>>;

/** Refuses `action` by the shared approval rule (state and four eyes). */
const assertMay = (action: ApprovalAction, row: ReturnRow, actor: AuditActor): void => {
  const why = whyCannotApprove(action, row.status as ApprovalStatus, {
    requestedBy: row.requestedBy,
    checkedBy: row.checkedBy,
    actorId: actor.accountId ?? 0,
  });
  if (why) throw new AppError('E2003', `반품 ${row.code}: ${why}`);
};

/** Writes a change of the return with a new version, so a clerk holding the old one is refused. */
const updateReturn = (tx: Tx, id: number, values: PgUpdateSetSource<typeof purchaseReturns>) =>
  tx.update(purchaseReturns).set(withNewVersion(purchaseReturns, values)).where(eq(purchaseReturns.id, id));

/** The header values a request or a modify writes. */
const headerOf = (input: PurchaseReturnInput, supplierId: number) => ({
  supplierId,
  warehouseCode: input.warehouseCode,
  reason: input.reason ?? null,
  plannedPickupDate: input.plannedPickupDate ? ymdToIso(input.plannedPickupDate) : null,
  memo: input.memo ?? null,
});

/** One audit row of a return, under its code. */
const auditReturn = docAudit('purchase-return');

/**
 * A change of one return in one transaction: locked at the version the clerk read, refused by the
 * approval rule for `action`, then changed by `apply`; answers the return as it now stands.
 */
const changeLocked = async (
  db: Db,
  code: string,
  version: number,
  action: ApprovalAction,
  actor: AuditActor,
  apply: (tx: Tx, row: ReturnRow) => Promise<void>,
): Promise<PurchaseReturnView> => {
  const returnCode = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, code, version);
    assertMay(action, row, actor);
    await apply(tx, row);
    return row.code;
  });
  return loadReturn(db, returnCode);
};

/** PurchaseReturnRequest / Register: a return in 'requested'; nothing moves until it is saved. */
export const requestReturn = async (
  db: Db,
  input: PurchaseReturnInput,
  actor: AuditActor,
): Promise<PurchaseReturnView> => {
  const supplier = await supplierForReturn(db, input.supplierCode);
  await assertWarehouse(db, input.warehouseCode);
  const code = await db.transaction(async (tx) => {
    const lines = await buildReturnLines(tx, input, supplier.id, null);
    const totals = returnTotals(lines);
    const [ret] = await tx
      .insert(purchaseReturns)
      .values({ ...headerOf(input, supplier.id), ...totals, requestedBy: actor.accountId })
      .returning({ id: purchaseReturns.id, code: purchaseReturns.code });
    await tx.insert(purchaseReturnLines).values(lines.map((l) => ({ ...l, returnId: ret!.id })));
    await auditReturn(tx, actor, 'request', ret!.code, {
      after: { ...totals, supplierCode: supplier.code, lines: lineSummary(lines) },
    });
    return ret!.code;
  });
  return loadReturn(db, code);
};

/** PurchaseReturnModify: header and lines replaced while requested or checked, at the version read. */
export const modifyReturn = async (
  db: Db,
  code: string,
  input: PurchaseReturnInput,
  version: number,
  actor: AuditActor,
): Promise<PurchaseReturnView> => {
  const supplier = await supplierForReturn(db, input.supplierCode);
  await assertWarehouse(db, input.warehouseCode);
  return changeLocked(db, code, version, 'modify', actor, async (tx, row) => {
    const lines = await buildReturnLines(tx, input, supplier.id, row.id);
    const totals = returnTotals(lines);
    const oldLines = await tx
      .select()
      .from(purchaseReturnLines)
      .where(eq(purchaseReturnLines.returnId, row.id));
    await tx.delete(purchaseReturnLines).where(eq(purchaseReturnLines.returnId, row.id));
    await tx.insert(purchaseReturnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
    await updateReturn(tx, row.id, { ...headerOf(input, supplier.id), ...totals });
    await auditReturn(tx, actor, 'modify', row.code, {
      before: { total: row.total, lines: lineSummary(oldLines) },
      after: { ...totals, supplierCode: supplier.code, lines: lineSummary(lines) },
    });
  });
};

type Step = 'check' | 'lastCheck' | 'reject' | 'cancel';

/** The status each step leads to, and the columns it stamps with who took it and when. */
const stampOf = (action: Step, id: number | null, note: string | null) => ({
  status: APPROVAL_NEXT[action],
  ...stepStamp(action, id),
  ...(action === 'reject' || action === 'cancel' ? { closedNote: note } : {}),
});

/** Check, last check, reject or cancel: the approval rule, then the status and its stamp. */
export const stepReturn = async (
  db: Db,
  code: string,
  action: Step,
  version: number,
  actor: AuditActor,
  note: string | null = null,
): Promise<PurchaseReturnView> =>
  changeLocked(db, code, version, action, actor, async (tx, row) => {
    const values = stampOf(action, actor.accountId, note);
    await updateReturn(tx, row.id, values);
    await auditReturn(tx, actor, action, row.code, {
      before: { status: row.status },
      after: { status: values.status, note },
    });
  });

/**
 * PurchaseReturnSave: the approved return binds. The goods leave its warehouse (purchase-return-out
 * moves) and the supplier payable falls by the total with VAT (a negative purchase-return entry),
 * in one transaction; when the goods are no longer there the stock ledger refuses (E2003) and
 * nothing is written.
 */
export const saveReturn = async (
  db: Db,
  code: string,
  version: number,
  actor: AuditActor,
): Promise<PurchaseReturnView> =>
  changeLocked(db, code, version, 'save', actor, async (tx, row) => {
    const lines = await tx
      .select()
      .from(purchaseReturnLines)
      .where(eq(purchaseReturnLines.returnId, row.id))
      .orderBy(asc(purchaseReturnLines.lineNo));
    await assertWarehouse(tx, row.warehouseCode);
    await updateReturn(tx, row.id, { status: 'saved', ...stepStamp('save', actor.accountId) });
    const money = { amount: -row.total, supply: -row.supply, vat: -row.vat };
    const doc = { docKind: 'purchase-return', docCode: row.code };
    await postPayable(
      tx,
      { supplierId: row.supplierId, kind: 'purchase-return', ...money, ...doc },
      actor.accountId,
    );
    await auditReturn(tx, actor, 'save', row.code, {
      after: { total: row.total, stockOut: lineSummary(lines) },
    });
    const moves = lines.map((l) => ({
      partId: l.partId,
      warehouseCode: row.warehouseCode,
      qty: -l.qty,
      reason: 'purchase-return-out' as const,
      ...doc,
      docLine: l.lineNo,
    }));
    try {
      // The stock balances are the contended rows: locked last, held only until the commit.
      await postStockMoves(tx, moves, actor.accountId);
    } catch (error) {
      if (isAppError(error) && error.code === 'E2003')
        throw new AppError(
          'E2003',
          `창고에 물건이 없어 반품을 확정할 수 없습니다. ${error.message}`,
          error.details,
        );
      throw error;
    }
  });
