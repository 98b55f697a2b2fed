import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';

// Mobis (SHINMYEONG): the dealer's own sales and reservations, one part per row, scoped by the
// partner code of the account that registered it. A reservation that is sold keeps its row
// (status 'done') and names the sale it became; a cancel keeps the row with who and when.
export const mobisSales = pgTable(
  'mobis_sales',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partnerCode: text('partner_code').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('active'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    vin: text('vin'),
    partNo: text('part_no').notNull(),
    partName: text('part_name').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo'),
    saleCode: text('sale_code'),
    createdBy: refTo('created_by', () => accounts.id),
    createdAt: stampNow('created_at'),
    closedBy: integer('closed_by').references(() => accounts.id),
    closedAt: stamp('closed_at'),
  },
  (t) => [
    uniqueIndex('mobis_sales_code_key').on(t.code),
    index('mobis_sales_partner_idx').on(t.partnerCode, t.kind, t.saleDate, t.id),
    check('mobis_sales_kind_check', sql`${t.kind} in ('sale', 'reservation')`),
    check('mobis_sales_status_check', sql`${t.status} in ('active', 'done', 'cancelled')`),
    check('mobis_sales_qty_check', sql`${t.qty} > 0`),
  ],
);

// Head office's Mobis purchases, from the dealer's statements uploaded by Excel. A row uploaded in
// error is deleted by marking it (deleted_at, deleted_by), so the upload stays traceable.
export const mobisPurchases = pgTable(
  'mobis_purchases',
  {
    id: serial('id').primaryKey(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    slipNo: text('slip_no').notNull(),
    partNo: text('part_no').notNull(),
    partName: text('part_name').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo'),
    uploadedBy: integer('uploaded_by').references(() => accounts.id),
    uploadedAt: stampNow('uploaded_at'),
    deletedBy: integer('deleted_by').references(() => accounts.id),
    deletedAt: stamp('deleted_at'),
  },
  (t) => [
    index('mobis_purchases_date_idx').on(t.purchaseDate, t.id),
    index('mobis_purchases_slip_idx').on(t.slipNo),
    check('mobis_purchases_qty_check', sql`${t.qty} > 0`),
  ],
);
