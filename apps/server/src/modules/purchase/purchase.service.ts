import {
  documentTotalProblem,
  type PurchaseInput,
  type PurchaseStatus,
  type PurchaseView,
  priceLine,
  sumAmounts,
  whyCannotFixPurchase,
  whyCannotModifyPurchase,
  whyCannotUnfixPurchase,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import type { PurchaseHold } from '../../platform/http/app-ports.js';
import { kstIsoDate, ymdToIso } from '../../platform/http/kst.js';
import { unitBarcodes } from '../barcode/barcode.table.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { parts } from '../part/part.table.js';
import { assertWarehouse, postStockMoves, reversalOf } from '../stock/stock.service.js';
import { suppliers } from '../supplier/supplier.table.js';
import { postPayable } from './payable.service.js';
import { purchaseLines, purchases } from './purchase.table.js';

// Purchasing core (매입 입고, SPEC §2.13): register and edit a draft, fix it (stock in, payable
// up, its unit barcodes purchase_in'd — one transaction) and undo a fix with reversing entries.

import { docAudit } from './doc-audit.js';
import { selectSummaries, toSummary } from './purchase-list.service.js';

const auditPurchase = docAudit('purchase');

const _ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');
const STALE = '다른 사용자가 먼저 이 매입을 변경했습니다. 새로고침 후 다시 시도하세요.';

const supplierForPurchase = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, active: suppliers.active })
    .from(suppliers)
    .where(eq(suppliers.code, code));
  if (!row) throw new AppError('E0422', `매입처: 없는 매입처입니다 (${code}).`);
  if (!row.active)
    throw new AppError(
      'E2003',
      `매입처 ${code} ${withParticle(row.name, '은/는')} 거래 중지 상태라 매입할 수 없습니다.`,
    );
  return row;
};

/** Resolves the lines' parts and prices them (VAT by each part's flag); a refusal names the line. */
const buildLines = async (db: DbOrTx, input: PurchaseInput) => {
  const codes = [...new Set(input.lines.map((l) => l.partCode))];
  const found = await db
    .select({
      id: parts.id,
      code: parts.code,
      name: parts.name,
      active: parts.active,
      isSet: parts.isSet,
      vatIncluded: parts.vatIncluded,
    })
    .from(parts)
    .where(inArray(parts.code, codes));
  const byCode = new Map(found.map((p) => [p.code, p]));
  const firstLineOf = new Map<string, number>();
  return input.lines.map((line, i) => {
    const where = `매입 품목 ${i + 1}번째 줄`;
    const part = byCode.get(line.partCode);
    if (!part) throw new AppError('E0422', `${where} 품목: 없는 품목입니다 (${line.partCode}).`);
    if (!part.active)
      throw new AppError('E0422', `${where} 품목: 사용하지 않는 품목입니다 (${part.code} ${part.name}).`);
    if (part.isSet)
      throw new AppError('E0422', `${where} 품목: 세트 품목은 구성품으로 나누어 매입하세요 (${part.code}).`);
    const earlier = firstLineOf.get(part.code);
    // One line per part: unit barcodes and stock of a purchase are counted per part.
    if (earlier !== undefined)
      throw new AppError(
        'E0422',
        `${where} 품목: ${earlier}번째 줄과 같은 품목입니다 (${part.code}). 수량을 한 줄로 합치세요.`,
      );
    firstLineOf.set(part.code, i + 1);
    const money = priceLine(line.qty, line.unitPrice, part.vatIncluded);
    return {
      lineNo: i + 1,
      partId: part.id,
      qty: line.qty,
      unitPrice: line.unitPrice,
      amount: line.qty * line.unitPrice,
      supply: money.supply,
      vat: money.tax,
      total: money.total,
      vatIncluded: part.vatIncluded,
      supplierPartNo: line.supplierPartNo ?? null,
    };
  });
};

const totalsOf = (lines: readonly { supply: number; vat: number; total: number }[]) => {
  const sum = sumAmounts(lines.map((l) => ({ supply: l.supply, tax: l.vat, total: l.total })));
  const problem = documentTotalProblem('매입', sum.total);
  if (problem) throw new AppError('E0422', problem);
  return { supply: sum.supply, vat: sum.tax, total: sum.total };
};

/** PurchaseDetail: the purchase and its lines. */
export const loadPurchase = async (db: DbOrTx, code: string): Promise<PurchaseView> => {
  const [row] = await selectSummaries(db).where(eq(purchases.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const lines = await db
    .select({ line: purchaseLines, partCode: parts.code, partNo: parts.partNo, partName: parts.name })
    .from(purchaseLines)
    .innerJoin(parts, eq(parts.id, purchaseLines.partId))
    .where(eq(purchaseLines.purchaseId, row.id))
    .orderBy(asc(purchaseLines.lineNo));
  return {
    ...toSummary(row),
    lines: lines.map((l) => ({
      lineNo: l.line.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      supplierPartNo: l.line.supplierPartNo,
      qty: l.line.qty,
      unitPrice: l.line.unitPrice,
      amount: l.line.amount,
      supply: l.line.supply,
      vat: l.line.vat,
      total: l.line.total,
      vatIncluded: l.line.vatIncluded,
    })),
  };
};

const lineSummary = (lines: readonly { lineNo: number; partId: number; qty: number; unitPrice: number }[]) =>
  lines.map((l) => ({ lineNo: l.lineNo, partId: l.partId, qty: l.qty, unitPrice: l.unitPrice }));

/** What a register or a modify checks before its transaction: supplier, warehouse, lines, totals. */
const checkedInput = async (db: Db, input: PurchaseInput) => {
  const supplier = await supplierForPurchase(db, input.supplierCode);
  await assertWarehouse(db, input.warehouseCode);
  const lines = await buildLines(db, input);
  return { supplier, lines, totals: totalsOf(lines) };
};

/** PurchaseRegistration: a draft; nothing moves until it is fixed. */
export const createPurchase = async (
  db: Db,
  input: PurchaseInput,
  actor: AuditActor,
  /** An arrival made from purchase orders: the order line each input line receives against. */
  links: { orderLineIds?: readonly number[] } = {},
): Promise<PurchaseView> => {
  const { supplier, lines, totals } = await checkedInput(db, input);
  const code = await db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(purchases)
      .values({
        supplierId: supplier.id,
        warehouseCode: input.warehouseCode,
        purchaseDate: input.purchaseDate ? ymdToIso(input.purchaseDate) : kstIsoDate(),
        ...totals,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: purchases.id, code: purchases.code });
    await tx.insert(purchaseLines).values(
      lines.map((l, i) => ({
        ...l,
        purchaseId: purchase!.id,
        orderLineId: links.orderLineIds?.[i] ?? null,
      })),
    );
    await auditPurchase(tx, actor, 'create', purchase!.code, {
      after: { ...totals, supplierCode: supplier.code, lines: lineSummary(lines) },
    });
    return purchase!.code;
  });
  return loadPurchase(db, code);
};

/** The purchase row, locked for the rest of the transaction. */
const lockPurchase = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

const assertVersion = (row: { version: number }, version: number | undefined): void => {
  if (version !== undefined && row.version !== version) throw new AppError('E0409', STALE);
};

/** Writes a change of the purchase's header with a new version, so a clerk holding the old one is refused. */
const updatePurchase = (tx: Tx, id: number, values: PgUpdateSetSource<typeof purchases>) =>
  tx
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${purchases.version} + 1` })
    .where(eq(purchases.id, id));

/** The purchase's money on the supplier payable: + when it is fixed, - when the fix is changed. */
const payableOf = (
  row: { supplierId: number; code: string; total: number; supply: number; vat: number },
  sign: 1 | -1,
) => ({
  supplierId: row.supplierId,
  amount: sign * row.total,
  supply: sign * row.supply,
  vat: sign * row.vat,
  docKind: 'purchase',
  docCode: row.code,
});

/** The purchase locked at the version the clerk read, with its lines in order. */
const lockWithLines = async (tx: Tx, code: string, version: number | undefined) => {
  const row = await lockPurchase(tx, code);
  assertVersion(row, version);
  const lines = await tx
    .select()
    .from(purchaseLines)
    .where(eq(purchaseLines.purchaseId, row.id))
    .orderBy(asc(purchaseLines.lineNo));
  return { row, lines };
};

/**
 * A fix or a fix change in one transaction: the purchase locked at the version the clerk read,
 * refused with the rule's reason, then changed by `apply`; answers the purchase as it now stands.
 */
const changeFixState = async (
  db: Db,
  code: string,
  version: number | undefined,
  whyNot: (status: PurchaseStatus, lineCount: number) => string | null,
  apply: (tx: Tx, locked: Awaited<ReturnType<typeof lockWithLines>>) => Promise<void>,
): Promise<PurchaseView> => {
  const purchaseCode = await db.transaction(async (tx) => {
    const locked = await lockWithLines(tx, code, version);
    const reason = whyNot(locked.row.status as PurchaseStatus, locked.lines.length);
    if (reason) throw new AppError('E2003', reason);
    await apply(tx, locked);
    return locked.row.code;
  });
  return loadPurchase(db, purchaseCode);
};

/** The purchase-in moves of the lines when the purchase is fixed (a fix change reverses them from the ledger). */
const purchaseInMoves = (
  row: { warehouseCode: string; code: string },
  lines: readonly { partId: number; qty: number; lineNo: number; supply: number }[],
) =>
  lines.map((l) => ({
    partId: l.partId,
    warehouseCode: row.warehouseCode,
    qty: l.qty,
    // The cost that enters the moving average: the line's supply, VAT excluded, exact in won.
    value: l.supply,
    reason: 'purchase-in' as const,
    docKind: 'purchase',
    docCode: row.code,
    docLine: l.lineNo,
  }));

/** Replaces a draft's header and lines at the version the clerk read. */
export const modifyPurchase = async (
  db: Db,
  code: string,
  input: PurchaseInput,
  version: number,
  actor: AuditActor,
): Promise<PurchaseView> => {
  const { supplier, lines, totals } = await checkedInput(db, input);
  const purchaseCode = await db.transaction(async (tx) => {
    const row = await lockPurchase(tx, code);
    assertVersion(row, version);
    const reason = whyCannotModifyPurchase(row.status as PurchaseStatus);
    if (reason) throw new AppError('E2003', reason);
    await assertUnitsStillFit(
      tx,
      row.code,
      lines,
      row.warehouseCode !== input.warehouseCode ? input.warehouseCode : null,
    );
    const oldLines = await tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, row.id));
    await tx.delete(purchaseLines).where(eq(purchaseLines.purchaseId, row.id));
    // An arrival made from an order keeps each part's link to its order line through an edit.
    const linkOf = new Map(oldLines.map((l) => [l.partId, l.orderLineId]));
    await tx
      .insert(purchaseLines)
      .values(lines.map((l) => ({ ...l, purchaseId: row.id, orderLineId: linkOf.get(l.partId) ?? null })));
    await updatePurchase(tx, row.id, {
      supplierId: supplier.id,
      warehouseCode: input.warehouseCode,
      purchaseDate: input.purchaseDate ? ymdToIso(input.purchaseDate) : row.purchaseDate,
      ...totals,
      memo: input.memo ?? null,
    });
    await auditPurchase(tx, actor, 'modify', row.code, {
      before: { supply: row.supply, vat: row.vat, total: row.total, lines: lineSummary(oldLines) },
      after: { ...totals, supplierCode: supplier.code, lines: lineSummary(lines) },
    });
    return row.code;
  });
  return loadPurchase(db, purchaseCode);
};

/**
 * Unit barcodes already issued for a draft must still fit it after an edit: a line cannot drop
 * below the units printed for it, nor vanish while it has units (void them first).
 */
const assertUnitsStillFit = async (
  tx: Tx,
  code: string,
  lines: readonly { partId: number; qty: number }[],
  /** The draft's new warehouse, when it changes. */
  newWarehouse: string | null,
): Promise<void> => {
  const issued = await tx
    .select({ partId: unitBarcodes.partId, partCode: parts.code, n: sql<number>`count(*)::int` })
    .from(unitBarcodes)
    .innerJoin(parts, eq(parts.id, unitBarcodes.partId))
    .where(
      and(
        eq(unitBarcodes.docKind, 'purchase'),
        eq(unitBarcodes.docCode, code),
        sql`${unitBarcodes.state} <> 'void'`,
      ),
    )
    .groupBy(unitBarcodes.partId, parts.code);
  for (const unit of issued) {
    const line = lines.find((l) => l.partId === unit.partId);
    const n = Number(unit.n);
    if (!line || line.qty < n)
      throw new AppError(
        'E2003',
        `매입 품목: ${withParticle(unit.partCode, '은/는')} 개체 바코드를 이미 ${n}개 발행해서 수량을 ${n}개 밑으로 줄이거나 뺄 수 없습니다.`,
      );
  }
  if (newWarehouse && issued.length > 0) {
    // The units carry the warehouse they were printed for; keep them consistent with the draft.
    await tx
      .update(unitBarcodes)
      .set({ warehouseCode: newWarehouse, updatedAt: sql`now()` })
      .where(
        and(
          eq(unitBarcodes.docKind, 'purchase'),
          eq(unitBarcodes.docCode, code),
          eq(unitBarcodes.state, 'created'),
        ),
      );
  }
};

const unitsOf = (tx: Tx, code: string, states: readonly string[]) =>
  tx
    .select({ value: unitBarcodes.value, state: unitBarcodes.state })
    .from(unitBarcodes)
    .where(
      and(
        eq(unitBarcodes.docKind, 'purchase'),
        eq(unitBarcodes.docCode, code),
        inArray(unitBarcodes.state, [...states]),
      ),
    )
    .orderBy(asc(unitBarcodes.serial));

/**
 * Fixes a purchase (확정): the goods come into its warehouse (purchase-in moves), the supplier
 * payable rises by the total, and the units already printed for it are recorded as purchase_in,
 * all in one transaction.
 */
export const fixPurchase = async (
  db: Db,
  code: string,
  version: number | undefined,
  actor: AuditActor,
  /** Set by the purchase examination, which posts only what it counted against the order. */
  options: { examined?: boolean } = {},
): Promise<PurchaseView> =>
  changeFixState(db, code, version, whyCannotFixPurchase, (tx, locked) => {
    if (!options.examined && locked.lines.some((l) => l.orderLineId !== null))
      throw new AppError('E2003', '발주 입고는 검수 화면에서 확정합니다.');
    return applyFix(tx, locked, actor);
  });

/**
 * The same fix inside the caller's transaction: the arrival examination sets the draft's lines
 * to the examined quantity and fixes it in one transaction (modules/purchase-examination).
 */
export const fixPurchaseInTx = async (tx: Tx, code: string, actor: AuditActor): Promise<void> => {
  const locked = await lockWithLines(tx, code, undefined);
  const reason = whyCannotFixPurchase(locked.row.status as PurchaseStatus, locked.lines.length);
  if (reason) throw new AppError('E2003', reason);
  await applyFix(tx, locked, actor);
};

const applyFix = async (
  tx: Tx,
  { row, lines }: Awaited<ReturnType<typeof lockWithLines>>,
  actor: AuditActor,
): Promise<void> => {
  await assertWarehouse(tx, row.warehouseCode);
  await updatePurchase(tx, row.id, { status: 'fixed', fixedBy: actor.accountId, fixedAt: sql`now()` });
  await postPayable(
    tx,
    { ...payableOf(row, 1), kind: 'purchase', entryDate: row.purchaseDate },
    actor.accountId,
  );
  for (const unit of await unitsOf(tx, row.code, ['created'])) {
    await recordUnitBarcodeEvent(
      tx,
      {
        value: unit.value,
        event: 'purchase_in',
        docKind: 'purchase',
        docCode: row.code,
        warehouseCode: row.warehouseCode,
      },
      actor,
    );
  }
  await auditPurchase(tx, actor, 'fix', row.code, {
    after: { total: row.total, stockIn: lines.map((l) => ({ partId: l.partId, qty: l.qty })) },
  });
  // The stock balances are the contended rows: locked last, held only until the commit.
  await postStockMoves(tx, purchaseInMoves(row, lines), actor.accountId);
};

/**
 * Fix change (확정 취소): reversing entries — negative purchase-in moves and a purchase-cancel
 * payable entry — and the purchase is a draft again. Refused when the goods are no longer there
 * (sold or moved): the stock ledger would go below zero, or a unit of it has left the shelf.
 */
export const unfixPurchase = async (
  db: Db,
  code: string,
  version: number | undefined,
  actor: AuditActor,
  holds: readonly PurchaseHold[] = [],
): Promise<PurchaseView> =>
  changeFixState(db, code, version, whyCannotUnfixPurchase, async (tx, { row, lines }) => {
    for (const hold of holds) {
      const reason = await hold(tx, row.id);
      if (reason) throw new AppError('E2003', reason);
    }
    const gone = await unitsOf(tx, row.code, ['in_transit', 'sold', 'collected']);
    if (gone.length > 0)
      throw new AppError(
        'E2003',
        `이 매입의 개체 바코드 ${withParticle(gone[0]!.value, '이/가')} 이미 재고에서 나가 매입 확정을 취소할 수 없습니다${gone.length > 1 ? ` (외 ${gone.length - 1}개)` : ''}.`,
      );
    await updatePurchase(tx, row.id, { status: 'draft', fixedBy: null, fixedAt: null });
    // Dated today: the fix change happens now, whatever day the purchase was for.
    await postPayable(tx, { ...payableOf(row, -1), kind: 'purchase-cancel' }, actor.accountId);
    for (const unit of await unitsOf(tx, row.code, ['in_stock'])) {
      await recordUnitBarcodeEvent(
        tx,
        { value: unit.value, event: 'purchase_cancel', docKind: 'purchase', docCode: row.code },
        actor,
      );
    }
    await auditPurchase(tx, actor, 'unfix', row.code, {
      before: { status: 'fixed', total: row.total },
      after: { status: 'draft', stockOut: lines.map((l) => ({ partId: l.partId, qty: l.qty })) },
    });
    try {
      // At the cost the fix brought in, whatever the average is now.
      await postStockMoves(tx, await reversalOf(tx, 'purchase', row.code, 'purchase-in'), actor.accountId);
    } catch (error) {
      if (isAppError(error) && error.code === 'E2003')
        throw new AppError(
          'E2003',
          `이미 판매되었거나 옮겨진 물건이 있어 매입 확정을 취소할 수 없습니다. ${error.message}`,
          error.details,
        );
      throw error;
    }
  });
