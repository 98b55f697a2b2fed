import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { orderReturns } from '../order-return/order-return.table.js';

/**
 * A pickup stop (회수): a plain table the dispatch board reads as a stop of kind 'pickup' — who
 * (customer), where (address), when (day and window) and the driver (an account) once assigned.
 */
export const pickups = pgTable(
  'pickups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    customerId: refTo('customer_id', () => customers.id),
    returnId: integer('return_id').references(() => orderReturns.id),
    address: text('address'),
    windowDate: date('window_date', { mode: 'string' }).notNull(),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    driverId: accountRef('driver_id'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    pickedAt: stamp('picked_at'),
  },
  (t) => [
    index('pickups_status_idx').on(t.status, t.windowDate, t.id),
    index('pickups_driver_idx').on(t.driverId, t.windowDate).where(sql`driver_id is not null`),
    index('pickups_customer_idx').on(t.customerId, t.createdAt),
    index('pickups_return_idx').on(t.returnId).where(sql`return_id is not null`),
    index('pickups_created_idx').on(t.createdAt, t.id),
    check('pickups_kind_check', sql`${t.kind} in ('return', 'junk')`),
    check('pickups_status_check', sql`${t.status} in ('open', 'assigned', 'picked', 'cancelled')`),
  ],
);
