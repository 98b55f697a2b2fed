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
import { purchaseLines } from '../purchase/purchase.table.js';
import * as doc from '../purchase/purchase-columns.js';
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
    ...doc.supplierDocumentColumns('V', 'supplier_bill_code_seq'),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    supplierBillNo: text('supplier_bill_no').notNull(),
    ...doc.documentMoneyColumns(),
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
    ...doc.supplierDocumentIndexes('supplier_bills', t, t.billDate),
    // The supplier's own number identifies its paper: entering it twice is a double bill.
    uniqueIndex('supplier_bills_supplier_no_key').on(t.supplierId, t.supplierBillNo),
    index('supplier_bills_date_idx').on(t.billDate, t.id),
    index('supplier_bills_total_idx').on(t.total),
    // The list's keyword finds a bill by the supplier's own number too.
    index('supplier_bills_no_idx').on(t.supplierBillNo),
    check('supplier_bills_status_check', sql`${t.status} in ('draft', 'matched', 'accepted')`),
    check('supplier_bills_kind_check', sql`${t.kind} in ('tax', 'plain', 'receipt')`),
  ],
);

export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    ...doc.priceLineColumns(),
    billId: refTo('bill_id', () => supplierBills.id),
    purchaseLineId: refTo('purchase_line_id', () => purchaseLines.id),
    ...doc.lineMoneyColumns(),
    /** Why a quantity or price difference was accepted (stored on accept). */
    qtyReason: text('qty_reason'),
    priceReason: text('price_reason'),
  },
  (t) => [
    ...doc.priceLineChecks('supplier_bill_lines', t, t.billId),
    // One bill line per arrival line on a bill; several bills may share an arrival line's quantity.
    uniqueIndex('supplier_bill_lines_purchase_line_key').on(t.billId, t.purchaseLineId),
    index('supplier_bill_lines_purchase_line_idx').on(t.purchaseLineId),
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
