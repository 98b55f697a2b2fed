import {
  type CoreBuyInput,
  type CoreBuyView,
  type CoreGrade,
  reduceScannedBarcode,
  scrapLocationCode,
} from '@erp/domain';
import { eq, inArray } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { postReceivable } from '../receivable/receivable.service.js';
import { postStockMoves } from '../stock/stock.service.js';
import { warehouses } from '../stock/stock.table.js';
import { paybackOfPart } from './core-collection.service.js';
import { oldPartBuyLines, oldPartBuys, oldPartPaybacks } from './old-part.table.js';

// Buying used parts a customer brings (not owed from our sales): each scanned core priced by its
// payback code and grade, paid as a credit on the customer's receivable or in cash, and kept in
// the scrap location beside the warehouse at the price paid. One transaction.

const priceOf = (p: typeof oldPartPaybacks.$inferSelect, grade: CoreGrade): number =>
  grade === 'A' ? p.buyPriceA : grade === 'B' ? p.buyPriceB : p.buyPriceC;

export const buyCores = async (db: Db, input: CoreBuyInput, actor: AuditActor): Promise<CoreBuyView> => {
  const scanned: {
    value: string;
    partCode: string;
    paybackCode: string;
    unit: string | null;
    grade: CoreGrade;
  }[] = [];
  for (const [i, line] of input.lines.entries()) {
    const value = reduceScannedBarcode(line.barcode);
    const scan = value ? await scanBarcode(db, value) : null;
    if (!scan || scan.kind === 'none' || !scan.partCode)
      throw new AppError('E0422', `폐부품 ${i + 1}번째: 등록되지 않은 바코드입니다 (${line.barcode}).`);
    const paybackCode = await paybackOfPart(db, scan.partCode);
    if (!paybackCode)
      throw new AppError(
        'E0422',
        `폐부품 ${i + 1}번째: 폐부품 페이백 대상이 아닌 품목입니다 (${scan.partCode}).`,
      );
    scanned.push({
      value: value!,
      partCode: scan.partCode,
      paybackCode,
      unit: scan.kind === 'unit' ? scan.value : null,
      grade: line.grade,
    });
  }
  const codes = [...new Set(scanned.map((s) => s.paybackCode))];
  const paybacks = await db.select().from(oldPartPaybacks).where(inArray(oldPartPaybacks.code, codes));
  const byCode = new Map(paybacks.map((p) => [p.code, p]));
  const priced = scanned.map((s, i) => {
    const p = byCode.get(s.paybackCode);
    const price = p?.active ? priceOf(p, s.grade) : 0;
    if (price <= 0)
      throw new AppError(
        'E0422',
        `폐부품 ${i + 1}번째: ${s.paybackCode} ${s.grade}등급 매입가가 없습니다 (폐부품 페이백 코드에서 정하세요).`,
      );
    return { ...s, price };
  });
  const total = priced.reduce((a, p) => a + p.price, 0);
  const code = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, code: customers.code, name: customers.name })
      .from(customers)
      .where(eq(customers.code, input.customerCode.toUpperCase()));
    if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
    const scrap = scrapLocationCode(input.warehouseCode);
    await tx
      .insert(warehouses)
      .values({ code: scrap, name: `${input.warehouseCode} 폐부품`, kind: 'scrap', sortOrder: 960 })
      .onConflictDoNothing();
    const units = priced.map((p) => p.unit).filter((u): u is string => u !== null);
    if (new Set(units).size !== units.length)
      throw new AppError('E0422', '폐부품: 같은 개체가 두 번 들어 있습니다.');
    if (units.length > 0) {
      const taken = await tx
        .select({ unit: oldPartBuyLines.unitBarcode })
        .from(oldPartBuyLines)
        .where(inArray(oldPartBuyLines.unitBarcode, units));
      if (taken.length > 0)
        throw new AppError('E2003', `이미 매입한 개체입니다 (${taken.map((r) => r.unit).join(', ')}).`);
    }
    const docCode = await nextDocCode(tx, 'Q');
    const [buy] = await tx
      .insert(oldPartBuys)
      .values({
        code: docCode,
        customerId: customer.id,
        settle: input.settle,
        warehouseCode: input.warehouseCode,
        total,
        pickupId: input.pickupId ?? null,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: oldPartBuys.id });
    const partRows = await tx
      .select({ id: parts.id, code: parts.code })
      .from(parts)
      .where(inArray(parts.code, [...new Set(priced.map((p) => p.partCode))]));
    const partId = new Map(partRows.map((p) => [p.code, p.id]));
    // The unit barcode's unique index is the last guard against a core bought twice at once.
    await tx
      .insert(oldPartBuyLines)
      .values(
        priced.map((p) => ({
          buyId: buy!.id,
          partId: partId.get(p.partCode)!,
          paybackCode: p.paybackCode,
          grade: p.grade,
          scannedValue: p.value,
          unitBarcode: p.unit,
          unitPrice: p.price,
        })),
      )
      .catch((error: unknown) => {
        throw String(error).includes('old_part_buy_lines_unit_key')
          ? new AppError('E2003', '이미 매입한 개체가 들어 있습니다.')
          : error;
      });
    await postStockMoves(
      tx,
      priced.map((p, i) => ({
        partId: partId.get(p.partCode)!,
        warehouseCode: scrap,
        qty: 1,
        value: p.price,
        reason: 'purchase-in' as const,
        docKind: 'old_part_buy',
        docCode,
        docLine: i + 1,
      })),
      actor.accountId,
    );
    if (input.settle === 'credit')
      await postReceivable(
        tx,
        {
          customerId: customer.id,
          kind: 'adjustment',
          amount: -total,
          docKind: 'old_part_buy',
          docCode,
          memo: `폐부품 매입 ${docCode}`,
        },
        actor.accountId,
      );
    await writeAudit(tx, actor, {
      action: 'old-part.buy',
      entity: 'old_part_buy',
      entityId: docCode,
      after: { customer: customer.code, settle: input.settle, total },
    });
    return { docCode, customer, scrap };
  });
  const lines = new Map<string, CoreBuyView['lines'][number]>();
  for (const p of priced) {
    const key = `${p.paybackCode}|${p.grade}`;
    const l = lines.get(key) ?? {
      paybackCode: p.paybackCode,
      grade: p.grade,
      qty: 0,
      unitPrice: p.price,
      amount: 0,
    };
    l.qty += 1;
    l.amount += p.price;
    lines.set(key, l);
  }
  return {
    code: code.docCode,
    customerCode: code.customer.code,
    customerName: code.customer.name,
    settle: input.settle,
    scrapLocation: code.scrap,
    units: priced.length,
    total,
    lines: [...lines.values()],
  };
};
