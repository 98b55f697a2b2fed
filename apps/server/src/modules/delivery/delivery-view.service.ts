import {
  DELIVERY_LIST_SPEC,
  DELIVERY_STATUS_LABELS,
  type DeliveryEvent,
  type DeliveryMethodKind,
  type DeliveryStatus,
  type DeliverySummary,
  type DeliveryView,
  type ListPage,
  type ListQuery,
  STOP_KIND_LABELS,
  type StopKind,
  withParticle,
} from '@erp/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { deliveries, deliveryEvents } from './delivery.table.js';
import { syncDeliveries } from './delivery-sync.service.js';

// One stop (with its history), a driver's day and the delivery lists: waiting, done, cancelled,
// every delivery, courier deliveries. Every read first takes in the orders fixed since the last.

export const deliveryNotFound = (code: string) =>
  new AppError('E2001', `배송 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

const outer = (column: string) => sql.raw(`"deliveries"."${column}"`);
const nameOf = (column: string) =>
  sql<string | null>`(select a.name from accounts a where a.id = ${outer(column)})`;
const customerField = (field: string) =>
  sql<string | null>`(select c.${sql.raw(field)} from customers c where c.id = ${outer('customer_id')})`;
const methodField = (field: string) =>
  sql<
    string | null
  >`(select m.${sql.raw(field)} from delivery_methods m where m.code = ${outer('method_code')})`;

const summaryColumns = {
  d: deliveries,
  orderCode: sql<string | null>`(select o.code from sales_orders o where o.id = ${outer('order_id')})`,
  total: sql<number>`coalesce((select o.total from sales_orders o where o.id = ${outer('order_id')}), 0)`,
  customerCode: customerField('code'),
  customerName: customerField('name'),
  address: sql<
    string | null
  >`(select nullif(trim(coalesce(c.address, '') || ' ' || coalesce(c.address_detail, '')), '') from customers c where c.id = ${outer('customer_id')})`,
  phone: sql<
    string | null
  >`(select coalesce(c.mobile, c.phone) from customers c where c.id = ${outer('customer_id')})`,
  methodName: methodField('name'),
  methodKind: methodField('kind'),
  driverName: sql<
    string | null
  >`(select a.name from drivers r join accounts a on a.id = r.account_id where r.id = ${outer('driver_id')})`,
  completedByName: nameOf('completed_by'),
  cancelledByName: nameOf('cancelled_by'),
};

export const selectSummaries = (db: DbOrTx) => db.select(summaryColumns).from(deliveries);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

const ymd = (day: string | null) => (day ? day.replaceAll('-', '') : null);

export const toSummary = (r: SummaryRow): DeliverySummary => {
  const d = r.d;
  const status = d.status as DeliveryStatus;
  const kind = d.kind as StopKind;
  return {
    id: d.id,
    code: d.code,
    kind,
    kindLabel: STOP_KIND_LABELS[kind],
    orderCode: r.orderCode,
    customerCode: r.customerCode ?? '',
    customerName: r.customerName ?? '',
    address: r.address,
    phone: r.phone,
    lat: d.lat,
    lng: d.lng,
    total: Number(r.total),
    status,
    statusLabel: DELIVERY_STATUS_LABELS[status],
    methodCode: d.methodCode,
    methodName: r.methodName,
    methodKind: r.methodKind as DeliveryMethodKind | null,
    reservationDate: ymd(d.reservationDate),
    reservationTime: d.reservationTime,
    windowStart: d.windowStart,
    windowEnd: d.windowEnd,
    driverId: d.driverId,
    driverName: r.driverName,
    seq: d.seq,
    locked: d.locked,
    waybillNo: d.waybillNo,
    receiverName: d.receiverName,
    failReason: d.failReason,
    completedAt: d.completedAt?.toISOString() ?? null,
    completedByName: r.completedByName,
    cancelReason: d.cancelReason,
    cancelledAt: d.cancelledAt?.toISOString() ?? null,
    cancelledByName: r.cancelledByName,
    memo: d.memo,
    createdAt: d.createdAt.toISOString(),
    version: d.version,
  };
};

export const deliverySummary = async (db: DbOrTx, code: string): Promise<DeliverySummary> => {
  const [row] = await selectSummaries(db).where(eq(deliveries.code, code.trim().toUpperCase()));
  if (!row) throw deliveryNotFound(code);
  return toSummary(row);
};

/** One stop and its history, oldest event first. */
export const loadDelivery = async (db: DbOrTx, code: string): Promise<DeliveryView> => {
  await syncDeliveries(db);
  const summary = await deliverySummary(db, code);
  const events = await db
    .select({
      e: deliveryEvents,
      byName: sql<string | null>`(select a.name from accounts a where a.id = ${deliveryEvents.actorId})`,
    })
    .from(deliveryEvents)
    .where(eq(deliveryEvents.deliveryId, summary.id))
    .orderBy(asc(deliveryEvents.at), asc(deliveryEvents.id));
  return {
    ...summary,
    events: events.map(({ e, byName }) => ({
      id: e.id,
      event: e.event as DeliveryEvent,
      note: e.note,
      byName,
      at: e.at.toISOString(),
    })),
  };
};

type Field = keyof typeof DELIVERY_LIST_SPEC.fields;
const OWN: readonly Field[] = [
  'createdAt',
  'completedAt',
  'cancelledAt',
  'methodKind',
  'customerCode',
  'orderCode',
];

const COLUMNS: ListColumns<Field> = {
  code: deliveries.code,
  createdAt: deliveries.createdAt,
  reservationDate: deliveries.reservationDate,
  completedAt: deliveries.completedAt,
  cancelledAt: deliveries.cancelledAt,
  status: deliveries.status,
  kind: deliveries.kind,
  methodKind: deliveries.methodCode,
  methodCode: deliveries.methodCode,
  customerCode: deliveries.customerId,
  driverId: deliveries.driverId,
  orderCode: deliveries.orderId,
};

const valuesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [String(v)]);

const whereOf = (query: ListQuery): SQL | undefined => {
  const own = query.filters.filter((f) => (OWN as readonly string[]).includes(f.field));
  const keyword = query.keyword?.trim();
  const instantOf: Partial<Record<Field, AnyPgColumn>> = {
    createdAt: deliveries.createdAt,
    completedAt: deliveries.completedAt,
    cancelledAt: deliveries.cancelledAt,
  };
  return listWhere(
    DELIVERY_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !own.includes(f)),
    ...own.map((f) => {
      const instant = instantOf[f.field as Field];
      if (instant) return kstDayFilter(instant, f);
      if (f.field === 'methodKind')
        return sql`${deliveries.methodCode} in (select m.code from delivery_methods m where m.kind in (${sql.join(
          valuesOf(f.value).map((v) => sql`${v}`),
          sql`, `,
        )}))`;
      if (f.field === 'customerCode')
        return sql`${deliveries.customerId} = (select c.id from customers c where c.code = ${String(f.value).toUpperCase()})`;
      return sql`${deliveries.orderId} = (select o.id from sales_orders o where o.code = ${String(f.value).toUpperCase()})`;
    }),
    keyword
      ? sql`(${deliveries.code} like ${`${escapeLike(keyword.toUpperCase())}%`} or ${deliveries.customerId} in (select c.id from customers c where c.name like ${`%${escapeLike(keyword)}%`}))`
      : undefined,
  );
};

/** A page of stops, newest first unless sorted otherwise. */
export const listDeliveries = async (db: DbOrTx, query: ListQuery): Promise<ListPage<DeliverySummary>> => {
  await syncDeliveries(db);
  const where = whereOf(query);
  const select = selectSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, deliveries.id));
  return countedPage(db, deliveries, where, query, select, toSummary);
};

/** Every stop the query finds, page by page, for the Excel file. */
export async function* deliveryPages(db: Db, query: ListQuery): AsyncIterable<DeliverySummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listDeliveries(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
