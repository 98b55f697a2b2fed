import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import { refTo, stamp, stampNow } from '../../platform/db/columns.js';
import { customers } from '../customer/customer.table.js';
import { orderCancelRequests, salesOrders } from '../sales-order/sales-order.table.js';

// Each outsourcing partner is a customer of head office: its ERP orders are ordinary sales orders
// of that customer (draft, fix, cancel through sales-order), so stock and receivable move on their
// own ledgers. The partner code is the accounts.partner_code of the partner's users.
export const outsourcingPartners = pgTable('outsourcing_partners', {
  partnerCode: text('partner_code').primaryKey(),
  customerId: refTo('customer_id', () => customers.id),
  updatedAt: stampNow('updated_at'),
});

// A partner's order request (주문 요청): the car, the partner's own customer and the parts asked
// for. Head office takes it (working_by: two clerks never work one), registers or links the ERP
// order (order_id), fixes it; the partner may ask to cancel, head office checks the cancel.
// Nothing is deleted: a cancelled request keeps its row with who checked it.
export const outsourcingRequests = pgTable(
  'outsourcing_requests',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    partnerCode: text('partner_code').notNull(),
    customerId: refTo('customer_id', () => customers.id),
    vin: text('vin').notNull(),
    carNumber: text('car_number'),
    clientName: text('client_name').notNull(),
    clientPhone: text('client_phone'),
    memo: text('memo'),
    status: text('status').notNull().default('requested'),
    workingBy: integer('working_by').references(() => accounts.id),
    workingAt: stamp('working_at'),
    orderId: integer('order_id').references(() => salesOrders.id),
    cancelStatus: text('cancel_status'),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: stamp('cancel_requested_at'),
    cancelRequestedBy: integer('cancel_requested_by').references(() => accounts.id),
    orderCancelRequestId: integer('order_cancel_request_id').references(() => orderCancelRequests.id),
    cancelCheckedBy: integer('cancel_checked_by').references(() => accounts.id),
    cancelCheckedAt: stamp('cancel_checked_at'),
    createdBy: refTo('created_by', () => accounts.id),
    createdAt: stampNow('created_at'),
    updatedAt: stampNow('updated_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('outsourcing_requests_code_key').on(t.code),
    // One request per ERP order: a code written back to two requests would ship twice.
    uniqueIndex('outsourcing_requests_order_key').on(t.orderId),
    index('outsourcing_requests_partner_idx').on(t.partnerCode, t.id),
    index('outsourcing_requests_status_idx').on(t.status, t.id),
    index('outsourcing_requests_cancel_idx').on(t.cancelStatus, t.id),
    index('outsourcing_requests_vin_idx').on(t.vin),
    check(
      'outsourcing_requests_status_check',
      sql`${t.status} in ('requested', 'working', 'registered', 'fixed', 'cancelled')`,
    ),
    check(
      'outsourcing_requests_cancel_check',
      sql`${t.cancelStatus} is null or ${t.cancelStatus} in ('requested', 'checked')`,
    ),
  ],
);

export const outsourcingRequestLines = pgTable(
  'outsourcing_request_lines',
  {
    requestId: refTo('request_id', () => outsourcingRequests.id),
    lineNo: integer('line_no').notNull(),
    partCode: text('part_code'),
    partName: text('part_name').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.lineNo] }),
    check('outsourcing_request_lines_qty_check', sql`${t.qty} > 0`),
  ],
);
