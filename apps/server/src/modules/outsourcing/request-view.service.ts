import {
  type AdminRequestListQuery,
  type AdminRequestView,
  adminRequestListQuerySchema,
  OSC_PARTNERS,
  type OscPartnerKey,
  type PartnerRequestView,
  partnerOfCode,
  type RequestCancelStatus,
  type RequestListQuery,
  type RequestStatus,
  requestListQuerySchema,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../platform/access/access.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  combine,
  countCapped,
  escapeLike,
  kstDayRange,
  pageWindow,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { deliveries } from '../delivery/delivery.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { outsourcingRequestLines, outsourcingRequests } from './outsourcing.table.js';

// How a request reads: its own row, its ERP order's state and its delivery's waybill (the delivery
// module's row of the fixed order), one query per page and one for the lines of the page.

const worker = alias(accounts, 'worker');
const creator = alias(accounts, 'creator');
const checker = alias(accounts, 'cancel_checker');

/** Where a request stands: the request's own state, then its ERP order's. */
export const requestStatusSql = sql<RequestStatus>`(case
  when ${outsourcingRequests.status} = 'cancelled' then 'cancelled'
  when ${salesOrders.status} = 'fixed' then 'fixed'
  when ${salesOrders.status} = 'draft' then 'registered'
  when ${salesOrders.status} = 'cancelled' then 'cancelled'
  when ${outsourcingRequests.workingBy} is not null then 'working'
  else 'requested' end)`;

const viewColumns = {
  r: outsourcingRequests,
  status: requestStatusSql,
  customerCode: customers.code,
  customerName: customers.name,
  orderCode: salesOrders.code,
  orderTotal: salesOrders.total,
  fixedAt: salesOrders.fixedAt,
  deliveryStatus: deliveries.status,
  waybillNo: deliveries.waybillNo,
  shippedAt: deliveries.completedAt,
  workerName: worker.name,
  creatorName: creator.name,
  checkerName: checker.name,
};

const FROM = sql`outsourcing_requests
  join customers on customers.id = outsourcing_requests.customer_id
  left join sales_orders on sales_orders.id = outsourcing_requests.order_id
  left join deliveries on deliveries.order_id = outsourcing_requests.order_id and deliveries.kind = 'delivery'`;

const selectViews = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(outsourcingRequests)
    .innerJoin(customers, eq(customers.id, outsourcingRequests.customerId))
    .leftJoin(salesOrders, eq(salesOrders.id, outsourcingRequests.orderId))
    .leftJoin(
      deliveries,
      and(eq(deliveries.orderId, outsourcingRequests.orderId), eq(deliveries.kind, 'delivery')),
    )
    .leftJoin(worker, eq(worker.id, outsourcingRequests.workingBy))
    .innerJoin(creator, eq(creator.id, outsourcingRequests.createdBy))
    .leftJoin(checker, eq(checker.id, outsourcingRequests.cancelCheckedBy));

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
type Line = typeof outsourcingRequestLines.$inferSelect;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

const partnerKeyOf = (code: string): OscPartnerKey => partnerOfCode(code)?.key ?? 'Hr';

const toPartnerView = (row: ViewRow, lines: Line[]): PartnerRequestView => ({
  code: row.r.code,
  partnerKey: partnerKeyOf(row.r.partnerCode),
  customerCode: row.customerCode,
  vin: row.r.vin,
  carNumber: row.r.carNumber,
  clientName: row.r.clientName,
  clientPhone: row.r.clientPhone,
  memo: row.r.memo,
  status: row.status,
  erpOrderCode: row.orderCode ?? null,
  orderTotal: row.orderTotal === null ? null : Number(row.orderTotal),
  fixedAt: iso(row.fixedAt),
  deliveryStatus: row.deliveryStatus ?? null,
  waybillNo: row.waybillNo ?? null,
  shippedAt: iso(row.shippedAt),
  cancelStatus: (row.r.cancelStatus as RequestCancelStatus | null) ?? null,
  cancelReason: row.r.cancelReason,
  cancelRequestedAt: iso(row.r.cancelRequestedAt),
  cancelCheckedAt: iso(row.r.cancelCheckedAt),
  createdAt: row.r.createdAt.toISOString(),
  version: row.r.version,
  lines: lines.map((l) => ({ lineNo: l.lineNo, partCode: l.partCode, partName: l.partName, qty: l.qty })),
});

const toAdminView = (row: ViewRow, lines: Line[], accountId: number): AdminRequestView => ({
  ...toPartnerView(row, lines),
  customerName: row.customerName,
  createdByName: row.creatorName,
  workingByName: row.workerName ?? null,
  workingMine: row.r.workingBy === accountId,
  workingAt: iso(row.r.workingAt),
  cancelCheckedByName: row.checkerName ?? null,
});

const linesOf = async (db: DbOrTx, ids: number[]): Promise<Map<number, Line[]>> => {
  const byId = new Map<number, Line[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(outsourcingRequestLines)
    .where(inArray(outsourcingRequestLines.requestId, ids))
    .orderBy(asc(outsourcingRequestLines.requestId), asc(outsourcingRequestLines.lineNo));
  for (const l of rows) byId.set(l.requestId, [...(byId.get(l.requestId) ?? []), l]);
  return byId;
};

/** The same answer for a missing request and for another partner's. */
export const requestNotFound = (code: string) =>
  new AppError('E2001', `주문 요청 ${code}을(를) 찾을 수 없습니다.`);

/** The partner scope of a caller: its own partner code, or nothing for staff. */
const partnerScope = (user: SessionUser): SQL | undefined =>
  user.role === 'admin' || user.role === 'public'
    ? undefined
    : sql`${outsourcingRequests.partnerCode} = ${user.partnerCode ?? '-'}`;

const oneRow = async (db: DbOrTx, code: string, user: SessionUser) => {
  const [row] = await selectViews(db).where(and(eq(outsourcingRequests.code, code), partnerScope(user)));
  if (!row) throw requestNotFound(code);
  return row;
};

export const partnerRequestView = async (db: DbOrTx, code: string, user: SessionUser) => {
  const row = await oneRow(db, code, user);
  return toPartnerView(row, (await linesOf(db, [row.r.id])).get(row.r.id) ?? []);
};

export const adminRequestView = async (db: DbOrTx, code: string, user: SessionUser) => {
  const row = await oneRow(db, code, user);
  return toAdminView(row, (await linesOf(db, [row.r.id])).get(row.r.id) ?? [], user.accountId);
};

/** What the lists may filter on; `stage` is the screen's own fixed condition. */
export type ListStage = 'all' | 'waybill' | 'cancelOpen' | 'cancelHistory';

const STAGE_SQL: Record<ListStage, SQL | undefined> = {
  all: undefined,
  waybill: sql`sales_orders.fixed_at is not null`,
  cancelOpen: sql`outsourcing_requests.cancel_status = 'requested'`,
  cancelHistory: sql`outsourcing_requests.cancel_status = 'checked'`,
};

const whereOf = (
  user: SessionUser,
  q: ReturnType<typeof adminRequestListQuerySchema.parse>,
  stage: ListStage,
) => {
  const conditions: (SQL | undefined)[] = [partnerScope(user), STAGE_SQL[stage]];
  if (q.partner) conditions.push(sql`outsourcing_requests.partner_code = ${OSC_PARTNERS[q.partner].code}`);
  if (q.status) conditions.push(sql`${requestStatusSql} = ${q.status}`);
  if (q.search) {
    const like = `%${escapeLike(q.search.toUpperCase())}%`;
    conditions.push(
      sql`(upper(outsourcing_requests.code) like ${like} or outsourcing_requests.vin like ${like}
        or upper(outsourcing_requests.client_name) like ${like} or upper(coalesce(sales_orders.code, '')) like ${like}
        or upper(coalesce(deliveries.waybill_no, '')) like ${like})`,
    );
  }
  if (q.fromYmd || q.toYmd)
    conditions.push(
      kstDayRange(outsourcingRequests.createdAt, q.fromYmd ?? '20000101', q.toYmd ?? '29991231'),
    );
  return combine(conditions);
};

const pageOf = async (
  db: DbOrTx,
  user: SessionUser,
  query: AdminRequestListQuery,
  stage: ListStage,
): Promise<{ rows: ViewRow[]; lines: Map<number, Line[]>; total: number }> => {
  const q = adminRequestListQuerySchema.parse(query);
  const where = whereOf(user, q, stage);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, FROM, where),
    selectViews(db).where(where).orderBy(desc(outsourcingRequests.id)).limit(limit).offset(offset),
  ]);
  return {
    rows,
    lines: await linesOf(
      db,
      rows.map((r) => r.r.id),
    ),
    total,
  };
};

export const listPartnerRequests = async (
  db: DbOrTx,
  user: SessionUser,
  query: RequestListQuery,
  stage: ListStage = 'all',
) => {
  // A partner filters its own rows only: no partner field in its query.
  const { rows, lines, total } = await pageOf(db, user, requestListQuerySchema.parse(query), stage);
  return { rows: rows.map((r) => toPartnerView(r, lines.get(r.r.id) ?? [])), total };
};

export const listAdminRequests = async (
  db: DbOrTx,
  user: SessionUser,
  query: AdminRequestListQuery,
  stage: ListStage = 'all',
) => {
  const { rows, lines, total } = await pageOf(db, user, query, stage);
  return { rows: rows.map((r) => toAdminView(r, lines.get(r.r.id) ?? [], user.accountId)), total };
};

/** Every row of a list for its Excel download, a page of 500 at a time. */
export async function* requestPages<T>(list: (page: number) => Promise<{ rows: T[] }>): AsyncIterable<T[]> {
  for (let page = 1; page <= 200; page++) {
    const { rows } = await list(page);
    if (rows.length > 0) yield rows;
    if (rows.length < 200) return;
  }
}
