import {
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
  type PurchaseUnitLines,
  withParticle,
} from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { suppliers } from '../supplier/supplier.table.js';
import { purchaseLines, purchases } from './purchase.table.js';

/**
 * The purchase label screens (BarcodePurchasePartEachCreatPrint and its single-line variant): each
 * purchased part with how many unit barcodes were issued for it and how many of those are in stock.
 */
export const purchaseUnitLines = async (db: DbOrTx, code: string): Promise<PurchaseUnitLines> => {
  const purchaseCode = code.trim().toUpperCase();
  const [head] = await db
    .select({ purchase: purchases, supplierCode: suppliers.code, supplierName: suppliers.name })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .where(eq(purchases.code, purchaseCode));
  if (!head) throw new AppError('E2001', `매입 ${withParticle(purchaseCode, '을/를')} 찾을 수 없습니다.`);
  const lines = await db
    .select({
      lineNo: purchaseLines.lineNo,
      partId: purchaseLines.partId,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      qty: purchaseLines.qty,
    })
    .from(purchaseLines)
    .innerJoin(parts, eq(parts.id, purchaseLines.partId))
    .where(eq(purchaseLines.purchaseId, head.purchase.id))
    .orderBy(asc(purchaseLines.lineNo));
  const counts = await queryRows<{ part_id: number; issued: number; in_stock: number }>(
    db,
    sql`select part_id, count(*)::int as issued, count(*) filter (where state = 'in_stock')::int as in_stock
        from unit_barcodes
        where doc_code = ${purchaseCode} and doc_kind = 'purchase' and state <> 'void'
        group by part_id`,
  );
  const byPart = new Map(counts.map((c) => [Number(c.part_id), c]));
  const status = head.purchase.status as PurchaseStatus;
  return {
    code: head.purchase.code,
    status,
    statusLabel: PURCHASE_STATUS_LABELS[status],
    supplierCode: head.supplierCode,
    supplierName: head.supplierName,
    warehouseCode: head.purchase.warehouseCode,
    purchaseDate: head.purchase.purchaseDate.replaceAll('-', ''),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      qty: l.qty,
      issued: Number(byPart.get(l.partId)?.issued ?? 0),
      inStock: Number(byPart.get(l.partId)?.in_stock ?? 0),
    })),
  };
};
