import { type SQL, sql } from 'drizzle-orm';
import { salesOrders } from './sales-order.table.js';

// What the sales lists show of an order's cancels (issue 16 point 4): the money its checked
// cancels took back, exactly as posted to the customer ledger (one 'order_cancel' entry per
// checked request, negative), and whether a cancel request still waits for its check. Every list
// and summary that shows sales reads these, so an order's row, 수주 목록 and 통합 현황 agree.

/** Won taken back by the order's checked cancels (positive), total / supply / tax. */
export const cancelledMoneySql = (part: 'amount' | 'supply' | 'tax'): SQL =>
  sql`(select coalesce(-sum(cl.${sql.raw(part)}), 0) from order_cancel_requests cr
       join customer_ledger cl on cl.doc_kind = 'order_cancel' and cl.doc_code = cr.code
       where cr.order_id = ${salesOrders.id} and cr.status = 'checked')`;

/** A cancel request of the order waits for its check. */
export const PENDING_CANCEL = sql`exists (select 1 from order_cancel_requests r where r.order_id = ${salesOrders.id} and r.status = 'requested')`;
