// Document dates are Korean calendar days (an order at 08:00 KST is 23:00 UTC the day before).
import {
  type Statement,
  type StatementLine,
  type StatementParty,
  sumAmounts,
  toYmd,
  withParticle,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowScope, type SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { customers } from '../customer/customer.table.js';
import { customerLedger } from '../receivable/receivable.table.js';
import { loadCancelRequest } from './order-cancel.service.js';
import { recordPrint } from './order-event.service.js';
import { loadOrder } from './sales-order.service.js';
import { printedLine, recipientOf, supplierOf } from './statement-parties.js';

export type { Statement, StatementLine, StatementParty };

const recipientWithId = async (
  db: DbOrTx,
  code: string,
  user: SessionUser,
): Promise<Statement['recipient'] & { id: number }> => {
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.code, code), rowScope(user, { customerCode: customers.code })));
  if (!c) throw new AppError('E2001', `거래처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return { id: c.id, ...recipientOf(c) };
};

/**
 * The balances around one ledger entry: everything before it, with that day's payments taken out
 * so the statement can show them on their own line.
 */
const balancesAround = async (db: DbOrTx, customerId: number, docKind: string, docCode: string) => {
  const [entry] = await db
    .select({ id: customerLedger.id, amount: customerLedger.amount, entryDate: customerLedger.entryDate })
    .from(customerLedger)
    .where(
      and(
        eq(customerLedger.customerId, customerId),
        eq(customerLedger.docKind, docKind),
        eq(customerLedger.docCode, docCode),
      ),
    );
  if (!entry) return null;
  const [sums] = await db
    .select({
      before: sql<string>`coalesce(sum(${customerLedger.amount}), 0)`,
      paymentsToday: sql<string>`coalesce(-sum(${customerLedger.amount}) filter (where ${customerLedger.kind} like 'payment-%' and ${customerLedger.entryDate} = ${entry.entryDate}::date), 0)`,
    })
    .from(customerLedger)
    // Entries before this one in the ledger's own order (day, then posting), as CustomerLedger
    // runs its balance: a payment dated back to an earlier day counts before this document.
    .where(
      and(
        eq(customerLedger.customerId, customerId),
        sql`(${customerLedger.entryDate}, ${customerLedger.id}) < (${entry.entryDate}::date, ${entry.id})`,
      ),
    );
  const before = Number(sums?.before ?? 0);
  const payment = Number(sums?.paymentsToday ?? 0);
  return {
    previousBalance: before + payment,
    payment,
    newBalance: before + entry.amount,
    date: entry.entryDate.replaceAll('-', ''),
  };
};

/** StatementOfAccount/:code (a fixed order) and EstimateSheet/:code (any order, no balances). */
export const orderStatement = async (
  db: DbOrTx,
  code: string,
  user: SessionUser,
  kind: 'sale' | 'estimate',
): Promise<Statement> => {
  const order = await loadOrder(db, code, user);
  if (kind === 'sale' && order.status === 'draft')
    throw new AppError('E2003', '확정되지 않은 주문은 거래명세서 대신 견적서로 출력하세요.');
  const recipient = await recipientWithId(db, order.customerCode, user);
  const supplier = supplierOf(await getCompanyProfile(db));
  const balances = kind === 'sale' ? await balancesAround(db, recipient.id, 'sales_order', order.code) : null;
  const { id: _id, ...recipientParty } = recipient;
  await recordPrint(db, user, { orderCode: order.code, document: kind, documentCode: order.code });
  return {
    kind,
    documentCode: order.code,
    orderCode: order.code,
    documentDate: balances?.date ?? toYmd(new Date(order.createdAt)),
    supplier,
    recipient: recipientParty,
    lines: order.lines.map((l) => ({ no: l.lineNo, ...printedLine(l) })),
    supply: order.supply,
    tax: order.tax,
    total: order.total,
    previousBalance: balances?.previousBalance ?? null,
    payment: balances?.payment ?? null,
    newBalance: balances?.newBalance ?? null,
  };
};

/** CancelStatementOfAccount/:code: the lines a checked cancel took back, as negative amounts. */
export const cancelStatement = async (
  db: DbOrTx,
  requestId: number,
  user: SessionUser,
): Promise<Statement> => {
  const request = await loadCancelRequest(db, requestId);
  if (request.status !== 'checked')
    throw new AppError('E2003', '확인된 취소만 취소 명세서를 출력할 수 있습니다.');
  const order = await loadOrder(db, request.orderCode, user);
  const recipient = await recipientWithId(db, order.customerCode, user);
  const byNo = new Map(order.lines.map((l) => [l.lineNo, l]));
  const lines = request.lines.map((r) => {
    const line = byNo.get(r.lineNo)!;
    // What the check posted for the line (the request view carries it, positive).
    const money = { supply: -r.supply, tax: -r.tax, total: -r.total };
    return {
      no: r.lineNo,
      partNo: line.partNo,
      name: line.partName,
      norm: line.norm,
      qty: -r.qty,
      unitPrice: line.unitPrice,
      ...money,
    };
  });
  const totals = sumAmounts(lines);
  const balances = await balancesAround(db, recipient.id, 'order_cancel', request.code);
  const { id: _id, ...recipientParty } = recipient;
  await recordPrint(db, user, { orderCode: order.code, document: 'cancel', documentCode: request.code });
  return {
    kind: 'cancel',
    documentCode: request.code,
    orderCode: order.code,
    documentDate: balances?.date ?? toYmd(new Date(request.checkedAt!)),
    supplier: supplierOf(await getCompanyProfile(db)),
    recipient: recipientParty,
    lines,
    ...totals,
    previousBalance: balances?.previousBalance ?? null,
    payment: balances?.payment ?? null,
    newBalance: balances?.newBalance ?? null,
  };
};
