import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef } from '../../platform/auth/account-ref.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

/**
 * Card payments through the Toss-shaped gateway. No card number is ever stored: the gateway's
 * window takes it; we keep the gateway's payment key and at most the masked number's last four.
 */
export const tossPayments = pgTable(
  'toss_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our order id at the gateway (6–64 characters): TOSS-<customer>-<number>. */
    orderId: text('order_id').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    canceledAmount: bigint('canceled_amount', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull().default('ready'),
    paymentKey: text('payment_key'),
    method: text('method'),
    cardLast4: text('card_last4'),
    /** The receivable payment (D…) the confirm posted. */
    receivableCode: text('receivable_code'),
    memo: text('memo'),
    requestedBy: accountRef('requested_by'),
    requestedAt: stampNow('requested_at'),
    approvedAt: stamp('approved_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('toss_payments_order_id_key').on(t.orderId),
    uniqueIndex('toss_payments_payment_key').on(t.paymentKey).where(sql`payment_key is not null`),
    index('toss_payments_requested_idx').on(t.requestedAt, t.id),
    index('toss_payments_customer_idx').on(t.customerId, t.requestedAt),
    index('toss_payments_state_idx').on(t.state, t.requestedAt),
    check(
      'toss_payments_state_check',
      sql`${t.state} in ('ready', 'done', 'partial-canceled', 'canceled', 'aborted')`,
    ),
    check('toss_payments_cancel_check', sql`${t.canceledAmount} >= 0 and ${t.canceledAmount} <= ${t.amount}`),
    check('toss_payments_last4_check', sql`${t.cardLast4} is null or length(${t.cardLast4}) <= 4`),
  ],
);

export const tossPaymentEvents = pgTable(
  'toss_payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => tossPayments.id),
    event: text('event').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    message: text('message').notNull(),
    docCode: text('doc_code'),
    by: accountRef('by'),
    at: stampNow('at'),
  },
  (t) => [index('toss_payment_events_payment_idx').on(t.paymentId, t.id)],
);

/** TacarPaymethodRegister: the payment methods offered in the payment window. */
export const payMethods = pgTable('pay_methods', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  memo: text('memo'),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/** 선결제 업체: a customer who pays before the goods leave, and how (OrderPaymentInformationSave). */
export const prepaidCustomers = pgTable('prepaid_customers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  prepaid: boolean('prepaid').notNull().default(true),
  payMethodCode: text('pay_method_code'),
  paymentInfo: text('payment_info'),
  memo: text('memo'),
  updatedBy: accountRef('updated_by'),
  updatedAt: stampNow('updated_at'),
});

/**
 * A prepaid order's payment confirmation: the receivable payment (D…) that pays it, each payment
 * used once. The order may leave only once confirmed (OrderPrePaymentConfirmList).
 */
export const prepaidConfirmations = pgTable(
  'prepaid_confirmations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => salesOrders.id),
    paymentCode: text('payment_code').notNull(),
    confirmedBy: accountRef('confirmed_by'),
    confirmedAt: stampNow('confirmed_at'),
  },
  (t) => [uniqueIndex('prepaid_confirmations_payment_key').on(t.paymentCode)],
);
