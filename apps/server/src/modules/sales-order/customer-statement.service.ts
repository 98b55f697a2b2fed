// Customer documents built on the same ledgers as the statement of account: the transaction
// statement of a period (transactionStatement/:code), the estimate of a customer's car from a
// draft (CarEstimate/:custcode) and the cancel statement found by its document code.
import {
  type CarEstimate,
  type DraftChoice,
  postedCancelAmount,
  RECEIVABLE_KIND_LABELS,
  type ReceivableKind,
  type TransactionDocument,
  type TransactionLine,
  type TransactionStatement,
  withParticle,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowScope, type SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { customers } from '../customer/customer.table.js';
import { customerLedgerPeriod } from '../receivable/customer-ledger.service.js';
import { loadCancelRequestByCode } from './order-cancel.service.js';
import {
  cancelLineOrderLineJoin,
  orderCancelRequestLines,
  orderCancelRequests,
  salesOrderLines,
  salesOrders,
} from './sales-order.table.js';
import { cancelStatement, orderStatement, type Statement } from './statement.service.js';
import { printedLine, recipientOf, supplierOf } from './statement-parties.js';

/** CancelStatementOfAccount by the cancel's document code (X…), as the ledger rows name it. */
export const cancelStatementByCode = async (
  db: DbOrTx,
  code: string,
  user: SessionUser,
): Promise<Statement> => {
  const request = await loadCancelRequestByCode(db, code.trim().toUpperCase());
  return cancelStatement(db, request.id, user);
};

export type { CarEstimate, DraftChoice };

/**
 * CarEstimate/:custcode: the estimate (견적서) of a customer's car from one of its drafts, with
 * the car's VIN and number on it; nothing moves. Without a chosen draft, the newest one is used.
 */
export const carEstimate = async (
  db: DbOrTx,
  query: { customerCode: string; orderCode?: string | undefined },
  user: SessionUser,
): Promise<CarEstimate> => {
  const [customer] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(and(eq(customers.code, query.customerCode), rowScope(user, { customerCode: customers.code })));
  if (!customer)
    throw new AppError('E2001', `거래처 ${withParticle(query.customerCode, '을/를')} 찾을 수 없습니다.`);
  const drafts = await db
    .select({
      code: salesOrders.code,
      createdAt: salesOrders.createdAt,
      vin: salesOrders.vin,
      carNumber: salesOrders.carNumber,
      total: salesOrders.total,
      lineCount: sql<number>`(select count(*)::int from sales_order_lines l where l.order_id = ${salesOrders.id})`,
    })
    .from(salesOrders)
    .where(and(eq(salesOrders.customerId, customer.id), eq(salesOrders.status, 'draft')))
    .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id))
    .limit(50);
  const wanted = query.orderCode?.trim().toUpperCase();
  const chosen = wanted ? drafts.find((d) => d.code === wanted) : drafts[0];
  if (wanted && !chosen) {
    const [other] = await db
      .select({ status: salesOrders.status, customerId: salesOrders.customerId })
      .from(salesOrders)
      .where(eq(salesOrders.code, wanted));
    if (!other || other.customerId !== customer.id)
      throw new AppError(
        'E2001',
        `${customer.name}의 주문 ${withParticle(wanted, '을/를')} 찾을 수 없습니다.`,
      );
    throw new AppError(
      'E2003',
      '작성 중인 주문으로만 차량 견적서를 만듭니다. 확정된 주문은 거래명세서를 쓰세요.',
    );
  }
  return {
    customerCode: customer.code,
    customerName: customer.name,
    drafts: drafts.map((d) => ({
      ...d,
      createdAt: d.createdAt.toISOString(),
      lineCount: Number(d.lineCount),
    })),
    statement: chosen ? await orderStatement(db, chosen.code, user, 'estimate') : null,
    car: chosen ? { vin: chosen.vin, carNumber: chosen.carNumber } : null,
  };
};

export type { TransactionDocument, TransactionLine, TransactionStatement };

/** A period long enough to print in one go; a longer one is asked to be split. */
export const TRANSACTION_STATEMENT_MAX_ENTRIES = 2000;

/**
 * transactionStatement/:code (거래내역서): one customer's documents of a period as the ledger has
 * them — each sale and cancel with its lines, each payment — from the opening to the closing
 * balance. Every document's lines add up to its ledger amount; the service refuses to print
 * when they do not.
 */
export const transactionStatement = async (
  db: DbOrTx,
  query: { customerCode: string; fromDate: string; toDate: string },
  user: SessionUser,
): Promise<TransactionStatement> => {
  const {
    customer: c,
    openingBalance,
    entries,
  } = await customerLedgerPeriod(db, query, user, TRANSACTION_STATEMENT_MAX_ENTRIES + 1);
  if (entries.length > TRANSACTION_STATEMENT_MAX_ENTRIES)
    throw new AppError(
      'E0422',
      `기간: 거래가 ${TRANSACTION_STATEMENT_MAX_ENTRIES.toLocaleString('ko-KR')}건을 넘습니다. 기간을 나누어 출력하세요.`,
    );

  const saleCodes = entries.filter((e) => e.docKind === 'sales_order' && e.docCode).map((e) => e.docCode!);
  const cancelCodes = entries.filter((e) => e.docKind === 'order_cancel' && e.docCode).map((e) => e.docCode!);
  const saleLines =
    saleCodes.length === 0
      ? []
      : await db
          .select({ code: salesOrders.code, line: salesOrderLines })
          .from(salesOrderLines)
          .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
          .where(inArray(salesOrders.code, saleCodes))
          .orderBy(asc(salesOrderLines.lineNo));
  const cancelLines =
    cancelCodes.length === 0
      ? []
      : await db
          .select({
            code: orderCancelRequests.code,
            qty: orderCancelRequestLines.qty,
            posted: {
              qty: orderCancelRequestLines.qty,
              supply: orderCancelRequestLines.supply,
              tax: orderCancelRequestLines.tax,
              total: orderCancelRequestLines.total,
            },
            line: salesOrderLines,
            vatIncluded: salesOrders.vatIncluded,
          })
          .from(orderCancelRequestLines)
          .innerJoin(orderCancelRequests, eq(orderCancelRequests.id, orderCancelRequestLines.requestId))
          .innerJoin(salesOrders, eq(salesOrders.id, orderCancelRequests.orderId))
          .innerJoin(salesOrderLines, cancelLineOrderLineJoin())
          .where(inArray(orderCancelRequests.code, cancelCodes))
          .orderBy(asc(orderCancelRequestLines.lineNo));

  let balance = openingBalance;
  let sales = 0;
  let cancels = 0;
  let payments = 0;
  const documents = entries.map((e): TransactionDocument => {
    balance += e.amount;
    let lines: TransactionLine[] = [];
    if (e.docKind === 'sales_order') {
      lines = saleLines.filter((l) => l.code === e.docCode).map(({ line }) => printedLine(line));
    } else if (e.docKind === 'order_cancel') {
      lines = cancelLines
        .filter((l) => l.code === e.docCode)
        .map(({ line: l, qty, posted, vatIncluded }) => ({
          partNo: l.partNo,
          name: l.partName,
          norm: l.norm,
          qty: -qty,
          unitPrice: l.unitPrice,
          ...postedCancelAmount(posted, l.unitPrice, vatIncluded),
        }));
    }
    // A document whose lines do not add up to what the ledger posted must not be printed.
    if (lines.length > 0 && lines.reduce((n, l) => n + l.total, 0) !== e.amount)
      throw new AppError(
        'E0500',
        `문서 ${e.docCode}의 품목 합계가 원장 금액과 다릅니다. 관리자에게 알려 주세요.`,
      );
    if (e.kind === 'sale') sales += e.amount;
    else if (e.kind === 'cancel' || e.kind === 'return') cancels += -e.amount;
    else if (e.kind.startsWith('payment-') || e.kind === 'deposit-use') payments += -e.amount;
    const kind = e.kind as ReceivableKind;
    return {
      date: e.entryDate.replaceAll('-', ''),
      kind,
      kindLabel: RECEIVABLE_KIND_LABELS[kind] ?? e.kind,
      docKind: e.docKind,
      docCode: e.docCode,
      amount: e.amount,
      supply: e.supply,
      tax: e.tax,
      balance,
      memo: e.memo,
      lines,
    };
  });
  return {
    customerCode: c.code,
    fromDate: query.fromDate,
    toDate: query.toDate,
    supplier: supplierOf(await getCompanyProfile(db)),
    recipient: recipientOf(c),
    openingBalance,
    documents,
    sales,
    cancels,
    payments,
    others: balance - openingBalance - sales + cancels + payments,
    closingBalance: balance,
  };
};
