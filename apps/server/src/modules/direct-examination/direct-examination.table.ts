import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';
import { suppliers } from '../supplier/supplier.table.js';

/**
 * Direct shipments (직송, SPEC §2.16): a supplier ships goods straight to a customer. Waiting
 * until the arrival at the customer is examined (paper or scan); examining posts, in one
 * transaction, a fixed purchase of what arrived into the pass-through warehouse and the customer's
 * sales order of the same goods (the named draft, or one created) fixed from that warehouse, so on
 * hand there ends unchanged and the customer's receivable rises.
 */
export const directExaminations = pgTable(
  'direct_examinations',
  {
    id: serial('id').primaryKey(),
    /** J + Korean day + counter (DOC_CODE_PREFIXES.directExamination). */
    code: text('code').notNull(),
    status: text('status').notNull().default('waiting'),
    supplierId: refTo('supplier_id', () => suppliers.id),
    customerId: refTo('customer_id', () => customers.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    /** The sales order served, by code: the named draft, or the one the examination created. */
    orderCode: text('order_code'),
    memo: text('memo'),
    method: text('method'),
    /** The purchase posted by the examination. */
    purchaseCode: text('purchase_code'),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    examinedBy: accountRef('examined_by'),
    examinedAt: stamp('examined_at'),
  },
  (t) => [
    uniqueIndex('direct_examinations_code_key').on(t.code),
    index('direct_examinations_requested_idx').on(t.requestedAt, t.id),
    index('direct_examinations_status_idx').on(t.status, t.requestedAt),
    index('direct_examinations_supplier_idx').on(t.supplierId, t.requestedAt),
    index('direct_examinations_customer_idx').on(t.customerId, t.requestedAt),
    index('direct_examinations_order_idx').on(t.orderCode),
    check('direct_examinations_status_check', sql`${t.status} in ('waiting', 'examined')`),
    check('direct_examinations_method_check', sql`${t.method} is null or ${t.method} in ('paper', 'scan')`),
  ],
);

export const directExaminationLines = pgTable(
  'direct_examination_lines',
  {
    id: serial('id').primaryKey(),
    examinationId: refTo('examination_id', () => directExaminations.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    qty: integer('qty').notNull(),
    /** The price as a purchase line takes it (VAT included when the part's price is). */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    examinedQty: integer('examined_qty'),
  },
  (t) => [
    uniqueIndex('direct_examination_lines_key').on(t.examinationId, t.lineNo),
    uniqueIndex('direct_examination_lines_part_key').on(t.examinationId, t.partId),
    index('direct_examination_lines_part_idx').on(t.partId),
    check('direct_examination_lines_qty_check', sql`${t.qty} > 0 and ${t.unitPrice} >= 0`),
    check(
      'direct_examination_lines_examined_check',
      sql`${t.examinedQty} is null or (${t.examinedQty} >= 0 and ${t.examinedQty} <= ${t.qty})`,
    ),
  ],
);
