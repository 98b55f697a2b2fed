import {
  type AmendmentCandidate,
  type AmendmentCode,
  amendmentReasonOf,
  type ReversingDocument,
  type TaxInvoiceView,
  toYmd,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { taxInvoiceOrders, taxInvoices } from './tax-invoice.table.js';
import { type DraftLine, writeDraft } from './tax-invoice-draft.service.js';
import { loadInvoice } from './tax-invoice-view.service.js';

// 수정세금계산서: a document that reverses an invoiced sale (a checked cancel today; a return of
// the returns issue plugs in as another `resolve` below) becomes an amended invoice with negative
// amounts, the reason code of amendmentReasonOf and the original's NTS confirm number.

/** A reversing document as the amended invoice needs it: what it reverses, when, by how much. */
export type Reversal = ReversingDocument & {
  code: string;
  orderId: number;
  orderCode: string;
  customerId: number;
  date: string;
  lines: DraftLine[];
};

/** Cancels (X…): checked ones only, with the money the check took back per line (negative). */
const cancelReversal = async (db: DbOrTx, code: string): Promise<Reversal | null> => {
  const [head] = await queryRows<{
    requestId: number;
    orderId: number;
    orderCode: string;
    customerId: number;
    checkedAt: Date | string;
    ordered: number;
    cancelled: number;
  }>(
    db,
    sql`select r.id as "requestId", o.id as "orderId", o.code as "orderCode", o.customer_id as "customerId",
               r.checked_at as "checkedAt",
               (select sum(qty)::int from sales_order_lines where order_id = o.id) as ordered,
               (select sum(cancelled_qty)::int from sales_order_lines where order_id = o.id) as cancelled
        from order_cancel_requests r join sales_orders o on o.id = r.order_id
        where r.code = ${code.toUpperCase()} and r.status = 'checked'`,
  );
  if (!head) return null;
  const date = toYmd(new Date(head.checkedAt));
  const lines = await queryRows<{
    name: string;
    norm: string | null;
    qty: number;
    supply: string;
    tax: string;
  }>(
    db,
    sql`select ol.part_name as name, ol.norm, cl.qty, cl.supply, cl.tax
        from order_cancel_request_lines cl
        join sales_order_lines ol on ol.order_id = ${head.orderId} and ol.line_no = cl.line_no
        where cl.request_id = ${head.requestId} order by cl.line_no`,
  );
  return {
    kind: 'cancel',
    whole: head.cancelled >= head.ordered,
    code: code.toUpperCase(),
    orderId: head.orderId,
    orderCode: head.orderCode,
    customerId: head.customerId,
    date,
    lines: lines.map((l) => ({
      date,
      itemName: l.name,
      spec: l.norm,
      qty: -l.qty,
      unitPrice: l.qty ? Math.trunc(Math.abs(Number(l.supply)) / l.qty) : null,
      supply: Number(l.supply),
      tax: Number(l.tax),
      sourceCode: code.toUpperCase(),
    })),
  };
};

/** Finds the reversing document of a code; the returns issue adds its resolver here. */
const RESOLVERS: readonly ((db: DbOrTx, code: string) => Promise<Reversal | null>)[] = [cancelReversal];

export const reversalOf = async (db: DbOrTx, code: string): Promise<Reversal> => {
  for (const resolve of RESOLVERS) {
    const found = await resolve(db, code);
    if (found) return found;
  }
  throw new AppError('E0422', `취소·반품 문서: 확인된 취소·반품이 아닙니다 (${code}).`);
};

/** The amended invoice of a reversal against the issued invoice that covers its order. */
export const draftAmendedInvoice = async (
  db: Db,
  input: { originalCode: string; reversingCode: string },
  actor: AuditActor,
): Promise<TaxInvoiceView> => {
  const reversal = await reversalOf(db, input.reversingCode);
  const [original] = await db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.code, input.originalCode.toUpperCase()));
  if (!original) throw new AppError('E2001', `세금계산서 ${input.originalCode}을(를) 찾을 수 없습니다.`);
  if (original.state !== 'issued')
    throw new AppError(
      'E2003',
      `당초 세금계산서 ${original.code}이(가) 아직 발행되지 않았습니다. 임시 저장분은 고쳐 발행하세요.`,
    );
  const [covered] = await db
    .select()
    .from(taxInvoiceOrders)
    .where(eq(taxInvoiceOrders.orderId, reversal.orderId));
  if (covered?.invoiceId !== original.id)
    throw new AppError(
      'E0422',
      `당초 세금계산서: ${original.code}에는 주문 ${reversal.orderCode}이(가) 없습니다.`,
    );
  const amendmentCode: AmendmentCode = amendmentReasonOf(reversal);
  const code = await db.transaction((tx) =>
    writeDraft(
      tx,
      {
        basis: 'amended',
        customerId: original.customerId,
        writeDate: reversal.date,
        amendmentCode,
        originalId: original.id,
        reversingCode: reversal.code,
      },
      reversal.lines,
      [],
      actor,
    ),
  );
  return loadInvoice(db, code);
};

/** Checked cancels of orders on an issued invoice that have no amended invoice yet. */
export const amendmentCandidates = async (
  db: DbOrTx,
  customerCode?: string,
): Promise<AmendmentCandidate[]> => {
  const rows = await queryRows<{
    code: string;
    orderCode: string;
    originalCode: string;
    customerCode: string;
    customerName: string;
    checkedAt: Date | string;
    supply: string;
    tax: string;
    ordered: number;
    cancelled: number;
  }>(
    db,
    sql`select r.code, o.code as "orderCode", t.code as "originalCode", c.code as "customerCode",
               c.name as "customerName", r.checked_at as "checkedAt",
               (select coalesce(sum(supply), 0) from order_cancel_request_lines where request_id = r.id) as supply,
               (select coalesce(sum(tax), 0) from order_cancel_request_lines where request_id = r.id) as tax,
               (select sum(qty)::int from sales_order_lines where order_id = o.id) as ordered,
               (select sum(cancelled_qty)::int from sales_order_lines where order_id = o.id) as cancelled
        from order_cancel_requests r
        join sales_orders o on o.id = r.order_id
        join tax_invoice_orders tio on tio.order_id = o.id
        join tax_invoices t on t.id = tio.invoice_id and t.state = 'issued'
        join customers c on c.id = o.customer_id
        where r.status = 'checked'
          and not exists (select 1 from tax_invoices a where a.reversing_code = r.code)
          ${customerCode ? sql`and c.code = ${customerCode}` : sql``}
        order by r.checked_at desc limit 200`,
  );
  return rows.map((r) => ({
    reversingCode: r.code,
    reversingKind: 'cancel',
    orderCode: r.orderCode,
    originalCode: r.originalCode,
    customerCode: r.customerCode,
    customerName: r.customerName,
    date: toYmd(new Date(r.checkedAt)),
    supply: Number(r.supply),
    tax: Number(r.tax),
    amendmentCode: amendmentReasonOf({ kind: 'cancel', whole: r.cancelled >= r.ordered }),
  }));
};
