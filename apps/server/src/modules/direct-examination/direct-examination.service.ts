import {
  type DirectExaminationInput,
  type DirectExaminationView,
  type DirectExamine,
  type DirectScanResult,
  DOC_CODE_PREFIXES,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { type Db, type DbOrTx, type Tx, withinTransaction } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { createPurchase, fixPurchaseInTx } from '../purchase/purchase.service.js';
import { assertWarehouse } from '../stock/stock.service.js';
import { suppliers } from '../supplier/supplier.table.js';
import { directExaminationLines, directExaminations } from './direct-examination.table.js';
import { loadDirect } from './direct-examination.view.js';
import { postCustomerSide } from './direct-examination-sale.service.js';

// Direct shipments: the request (supplier, customer, lines; a draft sales order of the customer
// may be named), the scan check and the examination that posts the purchase of what arrived.

/** The named sales order: it must exist, be the customer's and not be fixed yet. */
const checkedOrder = async (db: DbOrTx, orderCode: string, customerId: number): Promise<void> => {
  const [order] = await queryRows<{ customer_id: number; status: string }>(
    db,
    sql`select customer_id, status from sales_orders where code = ${orderCode}`,
  );
  if (!order) throw new AppError('E0422', `수주 번호: 수주 ${orderCode}을(를) 찾을 수 없습니다.`);
  if (order.customer_id !== customerId)
    throw new AppError('E0422', `수주 번호: 수주 ${orderCode}은(는) 이 거래처의 수주가 아닙니다.`);
  if (order.status !== 'draft')
    throw new AppError(
      'E0422',
      `수주 번호: 수주 ${orderCode}은(는) 이미 확정되었습니다. 확정 전 수주만 직송으로 연결합니다.`,
    );
};

export const requestDirect = async (
  db: Db,
  input: DirectExaminationInput,
  actor: AuditActor,
): Promise<DirectExaminationView> => {
  const code = await db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.code, input.supplierCode));
    if (!supplier) throw new AppError('E0422', `매입처: ${input.supplierCode}을(를) 찾을 수 없습니다.`);
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.code, input.customerCode));
    if (!customer) throw new AppError('E0422', `거래처: ${input.customerCode}을(를) 찾을 수 없습니다.`);
    await assertWarehouse(tx, input.warehouseCode);
    if (input.orderCode) await checkedOrder(tx, input.orderCode, customer.id);
    const codes = input.lines.map((l) => l.partCode);
    if (new Set(codes).size !== codes.length)
      throw new AppError('E0422', '직송 품목: 같은 품목이 두 줄에 있습니다. 한 줄로 합쳐 입력하세요.');
    const found = await tx
      .select({ id: parts.id, code: parts.code, purchasePrice: parts.purchasePrice })
      .from(parts)
      .where(inArray(parts.code, codes));
    const missing = codes.find((c) => !found.some((p) => p.code === c));
    if (missing) throw new AppError('E0422', `직송 품목: 품목 ${missing}을(를) 찾을 수 없습니다.`);
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.directExamination);
    const [row] = await tx
      .insert(directExaminations)
      .values({
        code,
        supplierId: supplier.id,
        customerId: customer.id,
        warehouseCode: input.warehouseCode,
        orderCode: input.orderCode ?? null,
        memo: input.memo ?? null,
        requestedBy: actor.accountId,
      })
      .returning({ id: directExaminations.id });
    await tx.insert(directExaminationLines).values(
      input.lines.map((l, i) => {
        const part = found.find((p) => p.code === l.partCode)!;
        return {
          examinationId: row!.id,
          lineNo: i + 1,
          partId: part.id,
          qty: l.qty,
          unitPrice: l.unitPrice ?? part.purchasePrice,
        };
      }),
    );
    return code;
  });
  return loadDirect(db, code);
};

type LockedLine = { line_no: number; part_id: number; part_code: string; qty: number; unit_price: string };

const lockWaiting = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select()
    .from(directExaminations)
    .where(eq(directExaminations.code, code))
    .for('update');
  if (!row) throw new AppError('E2001', `직송 ${code}을(를) 찾을 수 없습니다.`);
  if (row.status !== 'waiting') throw new AppError('E2003', `직송 ${code}은(는) 이미 검수했습니다.`);
  const lines = await queryRows<LockedLine>(
    tx,
    sql`select l.line_no, l.part_id, p.code as part_code, l.qty, l.unit_price
        from direct_examination_lines l join parts p on p.id = l.part_id
        where l.examination_id = ${row.id} order by l.line_no`,
  );
  return { row, lines };
};

/**
 * A scanned unit: the line of the shipment its part is on. A barcode of another part (or of
 * nothing known) is refused; the part code or part number typed in full is taken too.
 */
export const scanDirect = async (db: Db, code: string, value: string): Promise<DirectScanResult> => {
  const [head] = await queryRows<{ id: number; status: string }>(
    db,
    sql`select id, status from direct_examinations where code = ${code}`,
  );
  if (!head) throw new AppError('E2001', `직송 ${code}을(를) 찾을 수 없습니다.`);
  if (head.status !== 'waiting') throw new AppError('E2003', `직송 ${code}은(는) 이미 검수했습니다.`);
  const scan = await scanBarcode(db, value);
  const lines = await queryRows<{ line_no: number; part_code: string; part_no: string; part_name: string }>(
    db,
    sql`select l.line_no, p.code as part_code, p.part_no, p.name as part_name
        from direct_examination_lines l join parts p on p.id = l.part_id
        where l.examination_id = ${head.id} order by l.line_no`,
  );
  const typed = value.trim().toUpperCase();
  const line = lines.find((l) =>
    scan.partCode
      ? l.part_code === scan.partCode
      : l.part_code === typed || l.part_no.toUpperCase() === typed,
  );
  if (!line)
    throw new AppError(
      'E2003',
      scan.partCode
        ? `품목 ${scan.partCode}은(는) 이 직송에 없는 품목입니다.`
        : `바코드 ${value}에 해당하는 품목을 찾을 수 없습니다.`,
    );
  return { lineNo: line.line_no, partCode: line.part_code, partNo: line.part_no, partName: line.part_name };
};

/**
 * The arrival at the customer, confirmed: in one transaction, a purchase of what arrived (fixed:
 * stock in at the pass-through warehouse, the supplier payable up), then the customer's sales
 * order of the same goods fixed from that warehouse (sale-out, receivable up), so on hand there
 * ends where it was. Any refusal on either side leaves nothing written.
 */
export const examineDirect = async (
  db: Db,
  code: string,
  input: DirectExamine,
  actor: AuditActor,
): Promise<DirectExaminationView> => {
  await db.transaction(async (tx) => {
    const { row, lines } = await lockWaiting(tx, code);
    const counted = new Map<number, number>();
    for (const l of input.lines) {
      const line = lines.find((x) => x.line_no === l.lineNo);
      if (!line) throw new AppError('E0422', `검수 품목: ${l.lineNo}번 품목은 이 직송에 없습니다.`);
      if (l.qty > line.qty)
        throw new AppError(
          'E0422',
          `검수 수량: ${line.part_code}의 검수 수량 ${l.qty}개가 요청 수량 ${line.qty}개를 넘습니다.`,
        );
      counted.set(l.lineNo, (counted.get(l.lineNo) ?? 0) + l.qty);
    }
    const arrived = lines.filter((l) => (counted.get(l.line_no) ?? 0) > 0);
    if (arrived.length === 0)
      throw new AppError('E0422', '검수 수량: 도착한 품목이 없습니다. 수량을 입력하세요.');
    const [supplier] = await tx
      .select({ code: suppliers.code })
      .from(suppliers)
      .where(eq(suppliers.id, row.supplierId));
    // A draft purchase in a savepoint of this transaction, fixed at once: nothing stays if a later step fails.
    const purchase = await createPurchase(
      withinTransaction(tx),
      {
        supplierCode: supplier!.code,
        warehouseCode: row.warehouseCode,
        memo: `직송 ${code}${row.orderCode ? ` (수주 ${row.orderCode})` : ''}`,
        lines: arrived.map((l) => ({
          partCode: l.part_code,
          qty: counted.get(l.line_no)!,
          unitPrice: Number(l.unit_price),
        })),
      },
      actor,
    );
    await fixPurchaseInTx(tx, purchase.code, actor);
    const sale = await postCustomerSide(
      tx,
      { code, customerId: row.customerId, warehouseCode: row.warehouseCode, orderCode: row.orderCode },
      arrived.map((l) => ({ partCode: l.part_code, qty: counted.get(l.line_no)! })),
      actor,
    );
    for (const l of lines)
      await tx
        .update(directExaminationLines)
        .set({ examinedQty: counted.get(l.line_no) ?? 0 })
        .where(
          and(eq(directExaminationLines.examinationId, row.id), eq(directExaminationLines.lineNo, l.line_no)),
        );
    await tx
      .update(directExaminations)
      .set({
        status: 'examined',
        method: input.method,
        purchaseCode: purchase.code,
        orderCode: sale.orderCode,
        examinedBy: actor.accountId,
        examinedAt: sql`now()`,
      })
      .where(eq(directExaminations.id, row.id));
  });
  return loadDirect(db, code);
};
