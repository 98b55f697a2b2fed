import {
  type PurchaseReturnScheduleInput,
  type ReturnablePurchase,
  type ReturnPrint,
  type ReturnScheduleView,
  returnableQty,
  withParticle,
} from '@erp/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { getCompanyProfile } from '../company/company.service.js';
import { parts } from '../part/part.table.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { suppliers } from '../supplier/supplier.table.js';
import { loadReturn } from './purchase-return.service.js';
import { purchaseReturnScheduleChanges, purchaseReturns } from './purchase-return.table.js';
import {
  lastPurchasePrices,
  PART_REF,
  returnedOfPurchaseLines,
  supplierForReturn,
} from './purchase-return-lines.js';
import { selectReturnSummaries, toReturnSummary } from './purchase-return-list.service.js';

// The reads around a return: the returnable lines of a fixed purchase (PurchaseReturnRegister),
// the default price of a part, and the pickup schedule with every change of its date kept.

const ymdOf = (isoDate: string | null): string | null => (isoDate ? isoDate.replaceAll('-', '') : null);

/** PurchaseReturnRegister: a fixed purchase's lines with what may still be returned of each. */
export const returnablePurchase = async (db: DbOrTx, code: string): Promise<ReturnablePurchase> => {
  const [purchase] = await db
    .select({ p: purchases, supplierCode: suppliers.code, supplierName: suppliers.name })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(eq(purchases.code, code));
  if (!purchase) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (purchase.p.status !== 'fixed')
    throw new AppError('E2003', `매입 ${code}: 확정되지 않은 매입은 반품할 수 없습니다.`);
  const lines = await db
    .select({ line: purchaseLines, part: PART_REF })
    .from(purchaseLines)
    .innerJoin(parts, eq(parts.id, purchaseLines.partId))
    .where(eq(purchaseLines.purchaseId, purchase.p.id))
    .orderBy(asc(purchaseLines.lineNo));
  const returned = await returnedOfPurchaseLines(
    db,
    lines.map((l) => l.line.id),
    null,
  );
  return {
    purchaseCode: purchase.p.code,
    supplierCode: purchase.supplierCode,
    supplierName: purchase.supplierName,
    warehouseCode: purchase.p.warehouseCode,
    purchaseDate: ymdOf(purchase.p.purchaseDate) ?? '',
    lines: lines.map((l) => {
      const already = returned.get(l.line.id) ?? 0;
      return {
        ...l.part,
        lineNo: l.line.lineNo,
        qty: l.line.qty,
        returned: already,
        returnable: returnableQty(l.line.qty, already),
        unitPrice: l.line.unitPrice,
      };
    }),
  };
};

/** The price a return line of `partCode` to `supplierCode` defaults to (null: never bought fixed). */
export const returnPrice = async (db: DbOrTx, supplierCode: string, partCode: string) => {
  const supplier = await supplierForReturn(db, supplierCode);
  const [part] = await db.select({ id: parts.id }).from(parts).where(eq(parts.code, partCode));
  if (!part) throw new AppError('E2001', `품목 ${withParticle(partCode, '을/를')} 찾을 수 없습니다.`);
  const last = (await lastPurchasePrices(db, supplier.id, [part.id])).get(part.id);
  return { partCode, unitPrice: last?.unitPrice ?? null, purchaseCode: last?.purchaseCode ?? null };
};

/** PurchaseReturnScheduleModify: the return (by id) and the history of its pickup date. */
export const returnSchedule = async (db: DbOrTx, id: number): Promise<ReturnScheduleView> => {
  const [row] = await selectReturnSummaries(db).where(eq(purchaseReturns.id, id));
  if (!row) throw new AppError('E2001', `반품 ${id}번을 찾을 수 없습니다.`);
  const changes = await db
    .select({ change: purchaseReturnScheduleChanges, changedByName: accounts.name })
    .from(purchaseReturnScheduleChanges)
    .leftJoin(accounts, eq(accounts.id, purchaseReturnScheduleChanges.changedBy))
    .where(eq(purchaseReturnScheduleChanges.returnId, id))
    .orderBy(desc(purchaseReturnScheduleChanges.changedAt), desc(purchaseReturnScheduleChanges.id));
  return {
    purchaseReturn: toReturnSummary(row),
    changes: changes.map((c) => ({
      id: c.change.id,
      beforeDate: ymdOf(c.change.beforeDate),
      afterDate: ymdOf(c.change.afterDate) ?? '',
      note: c.change.note,
      changedByName: c.changedByName,
      changedAt: c.change.changedAt.toISOString(),
    })),
  };
};

/** Moves the planned pickup date of a return not yet saved; the change is kept, never overwritten. */
export const changeReturnSchedule = async (
  db: Db,
  id: number,
  input: PurchaseReturnScheduleInput,
  actor: AuditActor,
): Promise<ReturnScheduleView> => {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(purchaseReturns).where(eq(purchaseReturns.id, id)).for('update');
    if (!row) throw new AppError('E2001', `반품 ${id}번을 찾을 수 없습니다.`);
    if (row.version !== input.version)
      throw new AppError('E0409', '다른 사용자가 먼저 이 반품을 변경했습니다. 새로고침 후 다시 시도하세요.');
    if (!['requested', 'checked', 'approved'].includes(row.status))
      throw new AppError(
        'E2003',
        `반품 ${row.code}: 확정되었거나 끝난 반품의 회수 예정일은 바꿀 수 없습니다.`,
      );
    const after = ymdToIso(input.plannedPickupDate);
    await tx.insert(purchaseReturnScheduleChanges).values({
      returnId: row.id,
      beforeDate: row.plannedPickupDate,
      afterDate: after,
      note: input.note ?? null,
      changedBy: actor.accountId,
    });
    await tx
      .update(purchaseReturns)
      .set({ plannedPickupDate: after, version: row.version + 1, updatedAt: sql`now()` })
      .where(eq(purchaseReturns.id, row.id));
    await writeAudit(tx, actor, {
      action: 'purchase-return.schedule',
      entity: 'purchase-return',
      entityId: row.code,
      before: { plannedPickupDate: row.plannedPickupDate },
      after: { plannedPickupDate: after, note: input.note ?? null },
    });
  });
  return returnSchedule(db, id);
};

/** PurchaseReturnPrint: the return, the company sending it back and the supplier taking it. */
export const returnPrint = async (db: DbOrTx, code: string): Promise<ReturnPrint> => {
  const purchaseReturn = await loadReturn(db, code);
  // A print still reads before the admin has saved the company profile: the name only.
  const company = await getCompanyProfile(db).catch(() => null);
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.code, purchaseReturn.supplierCode));
  return {
    purchaseReturn,
    company: {
      name: company?.name ?? '당사',
      bizNo: company?.bizNo || null,
      representative: company?.representative || null,
      address: company?.address || null,
      phone: company?.phone || null,
    },
    supplier: {
      name: supplier?.name ?? purchaseReturn.supplierName,
      bizNo: supplier?.bizNo ?? null,
      representative: supplier?.representative ?? null,
      address: supplier?.address ?? null,
      phone: supplier?.phone ?? null,
    },
  };
};
