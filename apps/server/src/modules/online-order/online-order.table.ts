import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stampNow } from '../../platform/db/columns.js';
import { orderReturns } from '../order-return/order-return.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

// An online order is a sales order of the online channel: this row only says which marketplace
// sold it under which number; lines, stock and money stay the sales order's and its ledgers'.
export const onlineOrders = pgTable(
  'online_orders',
  {
    id: serial('id').primaryKey(),
    orderId: refTo('order_id', () => salesOrders.id),
    channel: text('channel').notNull(),
    channelOrderNo: text('channel_order_no').notNull(),
    buyerName: text('buyer_name'),
    memo: text('memo'),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('online_orders_order_key').on(t.orderId),
    // The same marketplace order is never registered twice (an import or a clerk repeating it).
    uniqueIndex('online_orders_channel_no_key').on(t.channel, t.channelOrderNo),
    index('online_orders_created_idx').on(t.createdAt, t.id),
    check(
      'online_orders_channel_check',
      sql`${t.channel} in ('coupang', 'naver', '11st', 'gmarket', 'auction', 'own')`,
    ),
  ],
);

// Money the marketplace paid for an online order: the receivable payment's code (the ledger entry
// carries the amount; the row only ties the payment to the order).
export const onlineCollections = pgTable(
  'online_collections',
  {
    id: serial('id').primaryKey(),
    onlineOrderId: refTo('online_order_id', () => onlineOrders.id),
    paymentCode: text('payment_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('online_collections_payment_key').on(t.paymentCode),
    index('online_collections_order_idx').on(t.onlineOrderId),
    check('online_collections_amount_check', sql`${t.amount} > 0`),
  ],
);

// A recall (회수) of an online order line is a return request of the order-return flow; this row
// ties it to the online order and the line, for the recall list.
export const onlineRecalls = pgTable(
  'online_recalls',
  {
    id: serial('id').primaryKey(),
    onlineOrderId: refTo('online_order_id', () => onlineOrders.id),
    returnId: refTo('return_id', () => orderReturns.id),
    lineNo: integer('line_no').notNull(),
    createdAt: stampNow('created_at'),
  },
  (t) => [
    uniqueIndex('online_recalls_return_key').on(t.returnId),
    index('online_recalls_order_idx').on(t.onlineOrderId, t.lineNo),
    index('online_recalls_created_idx').on(t.createdAt, t.id),
  ],
);
