import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { purchaseLines } from '../purchase/purchase.table.js';
import { suppliers } from '../supplier/supplier.table.js';

export const supplierBillCodeSeq = pgSequence('supplier_bill_code_seq', { startWith: 1 });

/**
 * A supplier's bill or tax invoice (매입 계산서), matched line by line to fixed arrivals. It moves
 * no balance by itself: the purchase fix raised the payable; an accepted price difference posts
 * an adjustment entry (amount kept here).
 */
export const supplierBills = pgTable(
  'supplier_bills',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().default(sql`prefixed_code('V', nextval('supplier_bill_code_seq'), 8)`),
    supplierId: refTo('supplier_id', () => suppliers.id),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    supplierBillNo: text('supplier_bill_no').notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    adjustment: bigint('adjustment', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('draft'),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    acceptedBy: accountRef('accepted_by'),
    acceptedAt: stamp('accepted_at'),
  },
  (t) => [
    uniqueIndex('supplier_bills_code_key').on(t.code),
    // The supplier's own number identifies its paper: entering it twice is a double bill.
    uniqueIndex('supplier_bills_supplier_no_key').on(t.supplierId, t.supplierBillNo),
    index('supplier_bills_supplier_idx').on(t.supplierId, t.billDate),
    index('supplier_bills_date_idx').on(t.billDate, t.id),
    index('supplier_bills_status_idx').on(t.status, t.billDate),
    index('supplier_bills_total_idx').on(t.total),
    // The list's keyword finds a bill by the supplier's own number too.
    index('supplier_bills_no_idx').on(t.supplierBillNo),
    check('supplier_bills_status_check', sql`${t.status} in ('draft', 'matched', 'accepted')`),
    check('supplier_bills_kind_check', sql`${t.kind} in ('tax', 'plain', 'receipt')`),
    check('supplier_bills_money_check', sql`${t.supply} + ${t.vat} = ${t.total}`),
  ],
);

export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    id: serial('id').primaryKey(),
    billId: refTo('bill_id', () => supplierBills.id),
    lineNo: integer('line_no').notNull(),
    purchaseLineId: refTo('purchase_line_id', () => purchaseLines.id),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Why a quantity or price difference was accepted (stored on accept). */
    qtyReason: text('qty_reason'),
    priceReason: text('price_reason'),
  },
  (t) => [
    uniqueIndex('supplier_bill_lines_line_key').on(t.billId, t.lineNo),
    // One bill line per arrival line on a bill; several bills may share an arrival line's quantity.
    uniqueIndex('supplier_bill_lines_purchase_line_key').on(t.billId, t.purchaseLineId),
    index('supplier_bill_lines_purchase_line_idx').on(t.purchaseLineId),
    check('supplier_bill_lines_qty_check', sql`${t.qty} > 0`),
    check('supplier_bill_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * Payments to suppliers (출금). A row is never changed after it is written, except the link to
 * the reversal that cancelled it; a reversal is a row of its own (reverses = the payment).
 */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    supplierId: refTo('supplier_id', () => suppliers.id),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo'),
    reverses: integer('reverses').references((): AnyPgColumn => supplierPayments.id),
    reversedBy: integer('reversed_by').references((): AnyPgColumn => supplierPayments.id),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('supplier_payments_code_key').on(t.code),
    // A payment is reversed once.
    uniqueIndex('supplier_payments_reverses_key').on(t.reverses),
    index('supplier_payments_supplier_idx').on(t.supplierId, t.payDate),
    index('supplier_payments_date_idx').on(t.payDate, t.id),
    index('supplier_payments_method_idx').on(t.method, t.payDate),
    index('supplier_payments_amount_idx').on(t.amount),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
    check('supplier_payments_method_check', sql`${t.method} in ('cash', 'transfer', 'note', 'card')`),
  ],
);
