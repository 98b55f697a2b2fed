import {
  documentTotalProblem,
  type PurchaseReturnInput,
  priceLine,
  sumAmounts,
  whyCannotReturnQty,
  withParticle,
} from '@erp/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { stockOf } from '../stock/stock.service.js';
import { suppliers } from '../supplier/supplier.table.js';
import { purchaseReturnLines, purchaseReturns } from './purchase-return.table.js';

// The lines of a return to a supplier: parts resolved, each priced (the source purchase line's
// price, else the newest fixed purchase price of that part from that supplier, else as typed),
// and held against what may still be returned of the purchase line and what the warehouse holds.

/** A line's part as the answers name it (code, number, name, brand, VAT flag), selected as one group. */
export const PART_REF = {
  partCode: parts.code,
  partNo: parts.partNo,
  partName: parts.name,
  brandCode: parts.brandCode,
  vatIncluded: parts.vatIncluded,
};

/** Statuses whose lines still take goods from a purchase line (not rejected or cancelled). */
const LIVE = sql`('requested', 'checked', 'approved', 'saved')`;

export const supplierForReturn = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.code, code));
  if (!row) throw new AppError('E0422', `매입처: 없는 매입처입니다 (${code}).`);
  return row;
};

/** What live returns other than `exceptReturnId` already take from each purchase line. */
export const returnedOfPurchaseLines = async (
  db: DbOrTx,
  lineIds: readonly number[],
  exceptReturnId: number | null,
): Promise<Map<number, number>> => {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({
      lineId: purchaseReturnLines.purchaseLineId,
      n: sql<number>`sum(${purchaseReturnLines.qty})::int`,
    })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
    .where(
      and(
        inArray(purchaseReturnLines.purchaseLineId, [...lineIds]),
        sql`${purchaseReturns.status} in ${LIVE}`,
        exceptReturnId === null ? undefined : ne(purchaseReturns.id, exceptReturnId),
      ),
    )
    .groupBy(purchaseReturnLines.purchaseLineId);
  return new Map(rows.map((r) => [r.lineId ?? 0, Number(r.n)]));
};

/** The newest fixed purchase price of each part from the supplier, with the purchase it came from. */
export const lastPurchasePrices = async (db: DbOrTx, supplierId: number, partIds: readonly number[]) => {
  if (partIds.length === 0) return new Map<number, { unitPrice: number; purchaseCode: string }>();
  const rows = await queryRows<{ part_id: number; unit_price: string | number; code: string }>(
    db,
    sql`select distinct on (l.part_id) l.part_id, l.unit_price, p.code
        from ${purchaseLines} l join ${purchases} p on p.id = l.purchase_id
        where p.supplier_id = ${supplierId} and p.status = 'fixed'
          and l.part_id in (${sql.join(
            partIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by l.part_id, p.purchase_date desc, p.id desc`,
  );
  return new Map(
    rows.map((r) => [Number(r.part_id), { unitPrice: Number(r.unit_price), purchaseCode: r.code }]),
  );
};

type SourceLine = { id: number; partId: number; lineNo: number; qty: number; unitPrice: number };

/** The fixed purchases the lines name, with their lines; a refusal names the line. */
const sourcePurchases = async (db: DbOrTx, input: PurchaseReturnInput, supplierId: number) => {
  const codes = [...new Set(input.lines.flatMap((l) => (l.purchaseCode ? [l.purchaseCode] : [])))];
  const byCode = new Map<string, { status: string; supplierId: number; lines: SourceLine[] }>();
  if (codes.length === 0) return byCode;
  const found = await db
    .select({ purchase: purchases, line: purchaseLines })
    .from(purchases)
    .innerJoin(purchaseLines, eq(purchaseLines.purchaseId, purchases.id))
    .where(inArray(purchases.code, codes))
    // Held until the return is written: two returns of one purchase line never both pass.
    .for('update');
  for (const r of found) {
    const entry = byCode.get(r.purchase.code) ?? {
      status: r.purchase.status,
      supplierId: r.purchase.supplierId,
      lines: [],
    };
    entry.lines.push(r.line);
    byCode.set(r.purchase.code, entry);
  }
  input.lines.forEach((line, i) => {
    if (!line.purchaseCode) return;
    const where = `반품 품목 ${i + 1}번째 줄 매입 번호`;
    const source = byCode.get(line.purchaseCode);
    if (!source) throw new AppError('E0422', `${where}: 없는 매입입니다 (${line.purchaseCode}).`);
    if (source.status !== 'fixed')
      throw new AppError(
        'E0422',
        `${where}: 확정되지 않은 매입은 반품할 수 없습니다 (${line.purchaseCode}).`,
      );
    if (source.supplierId !== supplierId)
      throw new AppError('E0422', `${where}: 다른 매입처의 매입입니다 (${line.purchaseCode}).`);
  });
  return byCode;
};

export type BuiltReturnLine = {
  lineNo: number;
  partId: number;
  qty: number;
  unitPrice: number;
  supply: number;
  vat: number;
  total: number;
  reason: string;
  purchaseLineId: number | null;
  sourceKind: string | null;
  sourceCode: string | null;
};

/**
 * Resolves and prices the lines and holds them against the purchase lines (returnable) and the
 * warehouse (on hand). `returnId` is the return being modified, whose own lines do not count.
 */
export const buildReturnLines = async (
  db: DbOrTx,
  input: PurchaseReturnInput,
  supplierId: number,
  returnId: number | null,
): Promise<BuiltReturnLine[]> => {
  const codes = [...new Set(input.lines.map((l) => l.partCode))];
  const found = await db.select().from(parts).where(inArray(parts.code, codes));
  const byCode = new Map(found.map((p) => [p.code, p]));
  const sources = await sourcePurchases(db, input, supplierId);
  const lastPrices = await lastPurchasePrices(
    db,
    supplierId,
    found.map((p) => p.id),
  );
  const built = input.lines.map((line, i): BuiltReturnLine => {
    const where = `반품 품목 ${i + 1}번째 줄`;
    const part = byCode.get(line.partCode);
    if (!part) throw new AppError('E0422', `${where} 품목: 없는 품목입니다 (${line.partCode}).`);
    if (part.isSet)
      throw new AppError('E0422', `${where} 품목: 세트 품목은 구성품으로 나누어 반품하세요 (${part.code}).`);
    let source: SourceLine | null = null;
    if (line.purchaseCode) {
      const lines = sources.get(line.purchaseCode)?.lines ?? [];
      source =
        lines.find((l) => (line.purchaseLineNo ? l.lineNo === line.purchaseLineNo : l.partId === part.id)) ??
        null;
      if (!source || source.partId !== part.id)
        throw new AppError(
          'E0422',
          `${where} 품목: 매입 ${line.purchaseCode}에 ${withParticle(part.code, '이/가')} 없습니다${line.purchaseLineNo ? ` (${line.purchaseLineNo}번째 품목)` : ''}.`,
        );
    }
    const unitPrice = line.unitPrice ?? source?.unitPrice ?? lastPrices.get(part.id)?.unitPrice;
    if (unitPrice === undefined)
      throw new AppError(
        'E0422',
        `${where} 단가: 이 매입처에서 확정 매입한 적이 없는 품목입니다 (${part.code}). 단가를 입력하세요.`,
      );
    const money = priceLine(line.qty, unitPrice, part.vatIncluded);
    return {
      lineNo: i + 1,
      partId: part.id,
      qty: line.qty,
      unitPrice,
      supply: money.supply,
      vat: money.tax,
      total: money.total,
      reason: line.reason,
      purchaseLineId: source?.id ?? null,
      sourceKind: line.sourceKind ?? null,
      sourceCode: line.sourceCode ?? null,
    };
  });
  await assertReturnable(db, built, sources, returnId);
  await assertOnHand(db, built, input.warehouseCode, byCode);
  return built;
};

/** A purchase line never gives back more than it brought in, over every live return. */
const assertReturnable = async (
  db: DbOrTx,
  lines: readonly BuiltReturnLine[],
  sources: Map<string, { lines: SourceLine[] }>,
  returnId: number | null,
) => {
  const sourceById = new Map([...sources.values()].flatMap((s) => s.lines.map((l) => [l.id, l] as const)));
  const returned = await returnedOfPurchaseLines(db, [...sourceById.keys()], returnId);
  const asked = new Map<number, number>();
  for (const line of lines) {
    if (line.purchaseLineId === null) continue;
    const source = sourceById.get(line.purchaseLineId)!;
    const before = (returned.get(source.id) ?? 0) + (asked.get(source.id) ?? 0);
    const why = whyCannotReturnQty(line.qty, source.qty, before);
    if (why) throw new AppError('E0422', `반품 품목 ${line.lineNo}번째 줄 수량: ${why}`);
    asked.set(source.id, (asked.get(source.id) ?? 0) + line.qty);
  }
};

/** The warehouse must hold the goods now (save checks again: the stock ledger refuses below zero). */
const assertOnHand = async (
  db: DbOrTx,
  lines: readonly BuiltReturnLine[],
  warehouseCode: string,
  partsByCode: Map<string, { id: number; code: string; name: string }>,
) => {
  const onHand = new Map(
    (await stockOf(db, [...new Set(lines.map((l) => l.partId))]))
      .filter((s) => s.warehouseCode === warehouseCode)
      .map((s) => [s.partId, s.qty]),
  );
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.partId, (wanted.get(l.partId) ?? 0) + l.qty);
  for (const [partId, qty] of wanted) {
    const have = onHand.get(partId) ?? 0;
    if (qty > have) {
      const part = [...partsByCode.values()].find((p) => p.id === partId)!;
      throw new AppError(
        'E2003',
        `재고가 부족해 반품할 수 없습니다: ${part.code} ${part.name} (${warehouseCode} 현재 ${have}개, 반품 ${qty}개).`,
      );
    }
  }
};

export const returnTotals = (lines: readonly { supply: number; vat: number; total: number }[]) => {
  const sum = sumAmounts(lines.map((l) => ({ supply: l.supply, tax: l.vat, total: l.total })));
  const problem = documentTotalProblem('반품', sum.total);
  if (problem) throw new AppError('E0422', problem);
  return { supply: sum.supply, vat: sum.tax, total: sum.total };
};
