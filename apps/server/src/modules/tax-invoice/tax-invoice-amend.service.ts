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

// 수정세금계산서: a document that reverses an invoiced sale (a checked cancel, or a return whose
// goods came back and were examined) becomes an amended invoice with negative amounts, the reason
// code of amendmentReasonOf (a return is 환입, 3) and the original's NTS confirm number.

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

/** Units of an order reversed so far: cancelled, plus those of its examined returns. */
const REVERSED_UNITS_SQL = (orderId: ReturnType<typeof sql>) => sql`(
  (select coalesce(sum(cancelled_qty), 0) from sales_order_lines where order_id = ${orderId})
  + (select coalesce(sum(rl.qty), 0) from order_return_lines rl join order_returns x on x.id = rl.return_id
     where x.order_id = ${orderId} and x.status = 'examined'))::int`;

/**
 * Returns (U…): examined ones only (the credit is posted at the examination), with the money the
 * examination credited per line, negative. `whole` when with earlier cancels and returns every unit
 * of the order has come back.
 */
const returnReversal = async (db: DbOrTx, code: string): Promise<Reversal | null> => {
  const [head] = await queryRows<{
    returnId: number;
    orderId: number;
    orderCode: string;
    customerId: number;
    examinedAt: Date | string;
    ordered: number;
    reversed: number;
  }>(
    db,
    sql`select r.id as "returnId", o.id as "orderId", o.code as "orderCode", o.customer_id as "customerId",
               r.examined_at as "examinedAt",
               (select sum(qty)::int from sales_order_lines where order_id = o.id) as ordered,
               ${REVERSED_UNITS_SQL(sql`o.id`)} as reversed
        from order_returns r join sales_orders o on o.id = r.order_id
        where r.code = ${code.toUpperCase()} and r.status = 'examined'`,
  );
  if (!head) return null;
  const date = toYmd(new Date(head.examinedAt));
  const lines = await queryRows<{
    name: string;
    norm: string | null;
    qty: number;
    supply: string;
    tax: string;
  }>(
    db,
    sql`select ol.part_name as name, ol.norm, rl.qty, coalesce(rl.supply, 0) as supply, coalesce(rl.tax, 0) as tax
        from order_return_lines rl
        join sales_order_lines ol on ol.order_id = ${head.orderId} and ol.line_no = rl.line_no
        where rl.return_id = ${head.returnId} order by rl.line_no`,
  );
  return {
    kind: 'return',
    whole: head.reversed >= head.ordered,
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
      // The return line keeps the credit as a positive amount; the amended invoice takes it back.
      supply: -Math.abs(Number(l.supply)),
      tax: -Math.abs(Number(l.tax)),
      sourceCode: code.toUpperCase(),
    })),
  };
};

/** Finds the reversing document of a code: a checked cancel or an examined return. */
const RESOLVERS: readonly ((db: DbOrTx, code: string) => Promise<Reversal | null>)[] = [
  cancelReversal,
  returnReversal,
];

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

/** Checked cancels and examined returns of orders on an issued invoice with no amended invoice yet. */
export const amendmentCandidates = async (
  db: DbOrTx,
  customerCode?: string,
): Promise<AmendmentCandidate[]> => {
  const rows = await queryRows<{
    kind: 'cancel' | 'return';
    code: string;
    orderCode: string;
    originalCode: string;
    customerCode: string;
    customerName: string;
    at: Date | string;
    supply: string;
    tax: string;
    ordered: number;
    reversed: number;
  }>(
    db,
    sql`with docs as (
          select 'cancel' as kind, r.code, r.order_id, r.checked_at as at,
            (select coalesce(sum(supply), 0) from order_cancel_request_lines where request_id = r.id) as supply,
            (select coalesce(sum(tax), 0) from order_cancel_request_lines where request_id = r.id) as tax
          from order_cancel_requests r where r.status = 'checked'
          union all
          select 'return', r.code, r.order_id, r.examined_at,
            -(select coalesce(sum(supply), 0) from order_return_lines where return_id = r.id),
            -(select coalesce(sum(tax), 0) from order_return_lines where return_id = r.id)
          from order_returns r where r.status = 'examined'
        )
        select d.kind, d.code, o.code as "orderCode", t.code as "originalCode", c.code as "customerCode",
               c.name as "customerName", d.at, d.supply, d.tax,
               (select sum(qty)::int from sales_order_lines where order_id = o.id) as ordered,
               case when d.kind = 'cancel'
                 then (select sum(cancelled_qty)::int from sales_order_lines where order_id = o.id)
                 else ${REVERSED_UNITS_SQL(sql`o.id`)} end as reversed
        from docs d
        join sales_orders o on o.id = d.order_id
        join tax_invoice_orders tio on tio.order_id = o.id
        join tax_invoices t on t.id = tio.invoice_id and t.state = 'issued'
        join customers c on c.id = o.customer_id
        where not exists (select 1 from tax_invoices a where a.reversing_code = d.code)
          ${customerCode ? sql`and c.code = ${customerCode}` : sql``}
        order by d.at desc limit 200`,
  );
  return rows.map((r) => ({
    reversingCode: r.code,
    reversingKind: r.kind,
    orderCode: r.orderCode,
    originalCode: r.originalCode,
    customerCode: r.customerCode,
    customerName: r.customerName,
    date: toYmd(new Date(r.at)),
    supply: Number(r.supply),
    tax: Number(r.tax),
    amendmentCode: amendmentReasonOf({ kind: r.kind, whole: r.reversed >= r.ordered }),
  }));
};
