import { bigint, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { stampNow } from '../../platform/db/columns.js';
import { deliveries } from '../delivery/delivery.table.js';

/**
 * A courier company's confirmation that it took a parcel (scanned its waybill at hand-over):
 * who and when, one per delivery, never changed (CourierCheckInfoList reads them).
 */
export const courierHandovers = pgTable(
  'courier_handovers',
  {
    id: serial('id').primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => deliveries.id),
    partnerCode: text('partner_code').notNull(),
    waybillNo: text('waybill_no').notNull(),
    accountId: accountRef('account_id').notNull(),
    confirmedAt: stampNow('confirmed_at'),
  },
  (t) => [
    uniqueIndex('courier_handovers_delivery_key').on(t.deliveryId),
    index('courier_handovers_partner_idx').on(t.partnerCode, t.confirmedAt, t.id),
  ],
);
