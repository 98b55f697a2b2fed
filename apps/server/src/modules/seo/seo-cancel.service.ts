import type { CancelRequestInput, CancelRequestView } from '@erp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus.js';
import { loadCancelRequest, requestCancel } from '../sales-order/order-cancel.service.js';
import { orderCancelRequests, salesOrders } from '../sales-order/sales-order.table.js';
import { type Branch, branchOrder } from './seo-branch.service.js';

// The branch's cancels (SeoOrderCancelRequest, CpsOrderRequestCancelHistoryList): the branch asks
// through the sales-order cancel service; head office checks it as any cancel (a second person,
// on its cancel check screens), and the check reverses Busan's stock and the receivable.

export const requestBranchCancel = async (
  db: Db,
  branch: Branch,
  code: string,
  input: CancelRequestInput,
  actor: AuditActor,
  bus: RealtimeBus,
): Promise<CancelRequestView> => {
  const own = await branchOrder(db, branch, code);
  return requestCancel(db, own.code, input, actor, bus);
};

/** The branch's cancel requests, newest first. */
export const listBranchCancels = async (
  db: DbOrTx,
  branch: Branch,
  query: { page: number; size: number },
): Promise<{ rows: CancelRequestView[]; total: number }> => {
  const where = sql`${orderCancelRequests.orderId} in (select o.id from sales_orders o join seo_branch_customers b on b.customer_id = o.customer_id where b.partner_code = ${branch.partnerCode} and o.warehouse_code = ${branch.warehouseCode})`;
  const ids = await db
    .select({ id: orderCancelRequests.id })
    .from(orderCancelRequests)
    .innerJoin(salesOrders, eq(salesOrders.id, orderCancelRequests.orderId))
    .where(where)
    .orderBy(desc(orderCancelRequests.requestedAt), desc(orderCancelRequests.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orderCancelRequests).where(where);
  const rows: CancelRequestView[] = [];
  for (const { id } of ids) rows.push(await loadCancelRequest(db, id));
  return { rows, total: Number(count?.n ?? 0) };
};
