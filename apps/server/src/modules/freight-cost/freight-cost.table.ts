import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { parts } from '../part/part.table.js';
import { warehouses } from '../stock/stock.table.js';

/**
 * Freight bills (운임, SPEC §2.16): freight paid for a purchase or a warehouse move, its supply
 * (before VAT) spread over the document's lines as value-only stock moves, so the moving average
 * of the parts carries it. Never deleted: a correction cancels the bill with reversing moves.
 */
export const freightCosts = pgTable(
  'freight_costs',
  {
    id: serial('id').primaryKey(),
    /** F + Korean day + counter (DOC_CODE_PREFIXES.freight). */
    code: text('code').notNull(),
    status: text('status').notNull().default('posted'),
    /** The document charged: 'purchase' (R…) or 'move' (H…), by code (a move is another module's). */
    docKind: text('doc_kind').notNull(),
    docCode: text('doc_code').notNull(),
    carrierName: text('carrier_name').notNull(),
    /** As paid; with vat_included the supply is amount − amount / 11, else the amount itself. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    vatIncluded: boolean('vat_included').notNull(),
    supply: bigint('supply', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    basis: text('basis').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    cancelledBy: accountRef('cancelled_by'),
    cancelledAt: stamp('cancelled_at'),
    cancelNote: text('cancel_note'),
  },
  (t) => [
    uniqueIndex('freight_costs_code_key').on(t.code),
    index('freight_costs_created_idx').on(t.createdAt, t.id),
    index('freight_costs_paid_idx').on(t.paidOn, t.id),
    index('freight_costs_doc_idx').on(t.docCode, t.status),
    check('freight_costs_status_check', sql`${t.status} in ('posted', 'cancelled')`),
    check('freight_costs_kind_check', sql`${t.docKind} in ('purchase', 'move')`),
    check('freight_costs_basis_check', sql`${t.basis} in ('value', 'qty')`),
    check('freight_costs_money_check', sql`${t.amount} > 0 and ${t.supply} + ${t.vat} = ${t.amount}`),
  ],
);

/** Each line of the charged document with its weight and its share (shares sum to the supply). */
export const freightCostLines = pgTable(
  'freight_cost_lines',
  {
    id: serial('id').primaryKey(),
    freightId: refTo('freight_id', () => freightCosts.id),
    lineNo: integer('line_no').notNull(),
    partId: refTo('part_id', () => parts.id),
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    qty: integer('qty').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    share: bigint('share', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('freight_cost_lines_key').on(t.freightId, t.lineNo),
    index('freight_cost_lines_part_idx').on(t.partId),
  ],
);
