import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { moneyEntryColumns } from '../../platform/ledger/money-ledger.js';
import { suppliers } from '../supplier/supplier.table.js';
import * as doc from './purchase-columns.js';

export const purchaseCodeSeq = pgSequence('purchase_code_seq', { startWith: 1 });

/**
 * Purchases (매입 입고): goods bought from one supplier into one warehouse. A draft moves
 * nothing; fixing posts the stock moves and the payable entry, a fix change reverses them.
 */
export const purchases = pgTable(
  'purchases',
  {
    // Eight digits: part codes are 'P' and seven, so a purchase code never reads as a part code.
    // R for new purchases (DOC_CODE_PREFIXES); those issued before read P + 8 digits and stay valid.
    ...doc.supplierDocumentColumns('R', 'purchase_code_seq'),
    warehouseCode: doc.warehouseColumn(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    ...doc.documentMoneyColumns(),
    memo: text('memo'),
    version: integer('version').notNull().default(1),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    fixedBy: accountRef('fixed_by'),
    fixedAt: stamp('fixed_at'),
  },
  (t) => [
    ...doc.supplierDocumentIndexes('purchases', t, t.purchaseDate),
    index('purchases_date_idx').on(t.purchaseDate, t.id),
    check('purchases_status_check', sql`${t.status} in ('draft', 'fixed')`),
  ],
);

export const purchaseLines = pgTable(
  'purchase_lines',
  {
    ...doc.priceLineColumns(),
    purchaseId: refTo('purchase_id', () => purchases.id),
    /** qty × unit price as entered (VAT included when vat_included). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ...doc.lineMoneyColumns(),
    /** The part's VAT flag when the line was priced. */
    vatIncluded: boolean('vat_included').notNull().default(false),
    supplierPartNo: text('supplier_part_no'),
    /**
     * The purchase order line (purchase_order_lines) this arrival line receives against, when the
     * purchase was made from an order. A plain integer here: the purchase module stays below the
     * purchase-order module; the foreign key is in the purchase_order migration.
     */
    orderLineId: integer('order_line_id'),
  },
  (t) => [
    ...doc.priceLineChecks('purchase_lines', t, t.purchaseId),
    // One line per part: the unit barcodes of a purchase are counted per part.
    uniqueIndex('purchase_lines_part_key').on(t.purchaseId, t.partId),
    index('purchase_lines_part_idx').on(t.partId),
    index('purchase_lines_order_line_idx').on(t.orderLineId).where(sql`order_line_id is not null`),
  ],
);

// The supplier money ledger (payable, DESIGN §6): append-only; corrections are reversing entries.
export const supplierLedgerEntries = pgTable(
  'supplier_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: refTo('supplier_id', () => suppliers.id),
    // amount + raises what the company owes the supplier.
    ...moneyEntryColumns(),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('supplier_ledger_supplier_idx').on(t.supplierId, t.at, t.id),
    index('supplier_ledger_doc_idx').on(t.docKind, t.docCode),
  ],
);

export const supplierBalances = pgTable('supplier_balances', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: stampNow('updated_at'),
});
