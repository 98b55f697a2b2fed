import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

/** A party as printed on the invoice, kept as written (a later change of the master does not rewrite it). */
export type InvoicePartyJson = {
  bizNo: string;
  subBizNo: string | null;
  name: string;
  representative: string | null;
  address: string | null;
  businessType: string | null;
  businessItem: string | null;
  email: string | null;
};

/**
 * 전자세금계산서: draft → queued (전송 대기, in the outbox) → issued (the ASP gave the NTS confirm
 * number). Never deleted; an issued invoice is corrected only by an amended invoice (수정).
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** I + day code; also the ASP's document key (문서 관리번호) and the outbox idempotency key. */
    code: text('code').notNull(),
    basis: text('basis').notNull(),
    state: text('state').notNull().default('draft'),
    writeDate: date('write_date', { mode: 'string' }).notNull(),
    customerId: refTo('customer_id', () => customers.id),
    supplier: jsonb('supplier').$type<InvoicePartyJson>().notNull(),
    buyer: jsonb('buyer').$type<InvoicePartyJson>().notNull(),
    buyerBizNo: text('buyer_biz_no').notNull(),
    purpose: text('purpose').notNull().default('청구'),
    supplyTotal: bigint('supply_total', { mode: 'number' }).notNull(),
    taxTotal: bigint('tax_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    amendmentCode: text('amendment_code'),
    originalId: bigint('original_id', { mode: 'number' }),
    /** The cancel (X…) or return an amended invoice reverses: one amended invoice each. */
    reversingCode: text('reversing_code'),
    /** A monthly invoice's month (YYYYMM); later orders of the month go on a further one. */
    month: text('month'),
    dueDate: date('due_date', { mode: 'string' }),
    ntsConfirmNo: text('nts_confirm_no'),
    issuedAt: stamp('issued_at'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tax_invoices_code_key').on(t.code),
    uniqueIndex('tax_invoices_reversing_key').on(t.reversingCode).where(sql`reversing_code is not null`),
    index('tax_invoices_write_date_idx').on(t.writeDate, t.id),
    index('tax_invoices_customer_idx').on(t.customerId, t.writeDate),
    index('tax_invoices_state_idx').on(t.state, t.writeDate).where(sql`state <> 'issued'`),
    check('tax_invoices_state_check', sql`${t.state} in ('draft', 'queued', 'issued')`),
    check('tax_invoices_basis_check', sql`${t.basis} in ('order', 'month', 'amended')`),
    check('tax_invoices_sums_check', sql`${t.supplyTotal} + ${t.taxTotal} = ${t.total}`),
  ],
);

export const taxInvoiceLines = pgTable(
  'tax_invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => taxInvoices.id),
    lineNo: integer('line_no').notNull(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    itemName: text('item_name').notNull(),
    spec: text('spec'),
    qty: integer('qty'),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    sourceCode: text('source_code'),
  },
  (t) => [uniqueIndex('tax_invoice_lines_line_key').on(t.invoiceId, t.lineNo)],
);

/** The orders an invoice covers: an order is invoiced once (per order or in its month's total). */
export const taxInvoiceOrders = pgTable(
  'tax_invoice_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => salesOrders.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => taxInvoices.id),
  },
  (t) => [index('tax_invoice_orders_invoice_idx').on(t.invoiceId)],
);

/** The issue log (발행 이력): every step and every failed send, append-only. */
export const taxInvoiceLog = pgTable(
  'tax_invoice_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => taxInvoices.id),
    event: text('event').notNull(),
    message: text('message').notNull(),
    by: accountRef('by'),
    at: stampNow('at'),
  },
  (t) => [index('tax_invoice_log_invoice_idx').on(t.invoiceId, t.id)],
);

// The outbox table moved to platform/jobs (job.table.ts): one job queue for every module.
