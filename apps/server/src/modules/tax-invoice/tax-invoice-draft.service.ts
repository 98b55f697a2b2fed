import {
  DOC_CODE_PREFIXES,
  monthlyDueDate,
  type TaxInvoiceBasis,
  type TaxInvoiceView,
  toYmd,
  ymdToIsoDate,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { monthRange } from '../billing/billing-month.service.js';
import { customers } from '../customer/customer.table.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { taxInvoiceLines, taxInvoiceLog, taxInvoiceOrders, taxInvoices } from './tax-invoice.table.js';
import { buyerParty, supplierParty } from './tax-invoice-parties.js';
import { loadInvoice } from './tax-invoice-view.service.js';

// Drafts (임시 저장) of tax invoices: per order, a month's total for one customer, and amended
// invoices (tax-invoice-amend.service.ts). A draft is issued later (tax-invoice-issue.service.ts).

export type DraftLine = {
  date: string;
  itemName: string;
  spec: string | null;
  qty: number | null;
  unitPrice: number | null;
  supply: number;
  tax: number;
  sourceCode: string | null;
};

export type DraftHeader = {
  basis: TaxInvoiceBasis;
  customerId: number;
  writeDate: string;
  month?: string;
  amendmentCode?: string;
  originalId?: number;
  reversingCode?: string;
};

const ymd = (iso: string) => iso.replaceAll('-', '');

/** Writes the draft, its lines, the orders it covers (each once) and the log's first line. */
export const writeDraft = async (
  tx: DbOrTx,
  header: DraftHeader,
  lines: readonly DraftLine[],
  orderIds: readonly number[],
  actor: AuditActor,
): Promise<string> => {
  if (lines.length === 0) throw new AppError('E2003', '세금계산서에 넣을 매출이 없습니다.');
  const supplyTotal = lines.reduce((s, l) => s + l.supply, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, 0);
  const { party: buyer } = await buyerParty(tx, header.customerId);
  const code = await nextDocCode(tx, DOC_CODE_PREFIXES.taxInvoice);
  const [row] = await tx
    .insert(taxInvoices)
    .values({
      code,
      basis: header.basis,
      writeDate: ymdToIsoDate(header.writeDate)!,
      customerId: header.customerId,
      supplier: await supplierParty(tx),
      buyer,
      buyerBizNo: buyer.bizNo,
      supplyTotal,
      taxTotal,
      total: supplyTotal + taxTotal,
      amendmentCode: header.amendmentCode ?? null,
      originalId: header.originalId ?? null,
      reversingCode: header.reversingCode ?? null,
      month: header.month ?? null,
      dueDate: ymdToIsoDate(monthlyDueDate(header.writeDate))!,
      createdBy: actor.accountId,
    })
    .onConflictDoNothing()
    .returning({ id: taxInvoices.id });
  if (!row) throw new AppError('E2002', `${header.reversingCode}의 수정세금계산서가 이미 있습니다.`);
  await tx.insert(taxInvoiceLines).values(
    lines.map((l, i) => ({
      invoiceId: row.id,
      lineNo: i + 1,
      lineDate: ymdToIsoDate(l.date)!,
      itemName: l.itemName,
      spec: l.spec,
      qty: l.qty,
      unitPrice: l.unitPrice,
      supply: l.supply,
      tax: l.tax,
      sourceCode: l.sourceCode,
    })),
  );
  if (orderIds.length > 0) {
    const taken = await tx
      .insert(taxInvoiceOrders)
      .values(orderIds.map((orderId) => ({ orderId, invoiceId: row.id })))
      .onConflictDoNothing()
      .returning({ orderId: taxInvoiceOrders.orderId });
    if (taken.length !== orderIds.length)
      throw new AppError('E2002', '이미 다른 세금계산서에 들어간 주문이 있습니다. 목록을 새로 고치세요.');
  }
  await tx
    .insert(taxInvoiceLog)
    .values({ invoiceId: row.id, event: 'draft', message: '임시 저장했습니다.', by: actor.accountId });
  return code;
};

/** TaxDirectInvoiceIssue/:code: the invoice of one fixed order, a line per order line. */
export const draftOrderInvoice = async (
  db: Db,
  orderCode: string,
  actor: AuditActor,
): Promise<TaxInvoiceView> => {
  const [order] = await db.select().from(salesOrders).where(eq(salesOrders.code, orderCode.toUpperCase()));
  if (!order) throw new AppError('E2001', `주문 ${orderCode}을(를) 찾을 수 없습니다.`);
  if (order.status === 'draft' || !order.fixedAt)
    throw new AppError('E2003', `주문 ${order.code}은(는) 확정 전이라 세금계산서를 작성할 수 없습니다.`);
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, order.id))
    .orderBy(salesOrderLines.lineNo);
  const date = toYmd(order.fixedAt);
  const code = await db.transaction((tx) =>
    writeDraft(
      tx,
      { basis: 'order', customerId: order.customerId, writeDate: date },
      lines.map((l) => ({
        date,
        itemName: l.partName,
        spec: l.norm,
        qty: l.qty,
        unitPrice: Math.trunc(l.supply / l.qty),
        supply: l.supply,
        tax: l.tax,
        sourceCode: order.code,
      })),
      [order.id],
      actor,
    ),
  );
  return loadInvoice(db, code);
};

/**
 * A month's total (월합계) for one customer: one line per fixed order of the month not yet on an
 * invoice, with the sale's supply and VAT as the receivable ledger posted them. Cancels and
 * returns are not netted here: each gets its amended invoice against this one.
 */
export const draftMonthInvoice = async (
  db: Db,
  input: { customerCode: string; month: string },
  actor: AuditActor,
  now = new Date(),
): Promise<TaxInvoiceView> => {
  const { from, to } = monthRange(input.month);
  const today = toYmd(now);
  if (ymd(from) > today) throw new AppError('E0422', `작성 월: 아직 오지 않은 달입니다 (${input.month}).`);
  const [customer] = await db.select().from(customers).where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E2001', `거래처 ${input.customerCode}을(를) 찾을 수 없습니다.`);
  // The write date is the month's last day, or today while the month runs (never a later day).
  const writeDate = ymd(to) < today ? ymd(to) : today;
  const code = await db.transaction(async (tx) => {
    const sales = await queryRows<{
      orderId: number;
      orderCode: string;
      day: string;
      supply: string;
      tax: string;
      firstName: string;
      lineCount: number;
    }>(
      tx,
      sql`select o.id as "orderId", o.code as "orderCode", to_char(l.entry_date, 'YYYYMMDD') as day,
                 l.supply, l.tax,
                 (select ol.part_name from sales_order_lines ol where ol.order_id = o.id order by ol.line_no limit 1) as "firstName",
                 (select count(*)::int from sales_order_lines ol where ol.order_id = o.id) as "lineCount"
          from customer_ledger l join sales_orders o on o.code = l.doc_code
          where l.customer_id = ${customer.id} and l.kind = 'sale' and l.doc_kind = 'sales_order'
            and l.entry_date between ${from}::date and ${to}::date
            and not exists (select 1 from tax_invoice_orders t where t.order_id = o.id)
          order by l.entry_date, l.id`,
    );
    return writeDraft(
      tx,
      { basis: 'month', customerId: customer.id, writeDate, month: input.month },
      sales.map((s) => ({
        date: s.day,
        itemName: s.lineCount > 1 ? `${s.firstName} 외 ${s.lineCount - 1}건` : s.firstName,
        spec: s.orderCode,
        qty: null,
        unitPrice: null,
        supply: Number(s.supply),
        tax: Number(s.tax),
        sourceCode: s.orderCode,
      })),
      sales.map((s) => s.orderId),
      actor,
    );
  });
  return loadInvoice(db, code);
};
