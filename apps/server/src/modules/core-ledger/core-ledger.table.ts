import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';

// The cores a customer owes us (used batteries and other parts with a payback code): append-only.
// A sale line of such a part adds its units, a cancel or return of it and each core collected take
// them away; a correction is a reversing entry. The balance is what is still out per customer and
// payback code (negative when a customer brought back more than is now owed, after a cancel).
export const coreEntries = pgTable(
  'core_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: refTo('customer_id', () => customers.id),
    paybackCode: text('payback_code').notNull(),
    /** One of CORE_ENTRY_KINDS. */
    kind: text('kind').notNull(),
    /** Signed units: + owed by the customer, - settled. */
    qty: integer('qty').notNull(),
    /** The order (sale, cancel request, return) or the collection (Q…) that moved it, and the line. */
    docCode: text('doc_code').notNull(),
    docLine: integer('doc_line'),
    createdBy: accountRef('created_by'),
    at: stampNow('at'),
  },
  (t) => [
    index('core_entries_customer_idx').on(t.customerId, t.paybackCode, t.id),
    index('core_entries_doc_idx').on(t.docCode, t.docLine),
    check(
      'core_entries_kind_check',
      sql`${t.kind} in ('opening', 'sold', 'cancelled', 'returned', 'collected')`,
    ),
    check('core_entries_qty_check', sql`${t.qty} <> 0`),
  ],
);

export const coreBalances = pgTable(
  'core_balances',
  {
    customerId: refTo('customer_id', () => customers.id),
    paybackCode: text('payback_code').notNull(),
    outstanding: integer('outstanding').notNull().default(0),
    updatedAt: stampNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.paybackCode] })],
);
