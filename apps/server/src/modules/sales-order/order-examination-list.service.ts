import type {
  ExaminationDayCounts,
  ExaminationQueueRow,
  ExaminationQueueState,
  ExaminationRecord,
  ExaminationScanRow,
} from '@erp/domain';
import { withParticle } from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { examinationOf } from './order-examination.service.js';
import {
  orderExaminationScans,
  orderExaminations,
  salesOrderLines,
  salesOrders,
} from './sales-order.table.js';

// The examination lists around the scan station (SPEC §2.16): the scans of one order, the fixed
// orders still waiting on a day, and those waiting longer than the time limit.

export type { ExaminationRecord, ExaminationScanRow };

const examiner = alias(accounts, 'examiner');
const scanner = alias(accounts, 'scanner');

/** OrderExaminationList/:code: who examined the order, when, and every scan in order. */
export const examinationRecord = async (db: DbOrTx, code: string): Promise<ExaminationRecord> => {
  const view = await examinationOf(db, code);
  const [head] = await db
    .select({
      orderId: salesOrders.id,
      fixedAt: salesOrders.fixedAt,
      customerCode: customers.code,
      customerName: customers.name,
      examId: orderExaminations.id,
      startedAt: orderExaminations.startedAt,
      completedAt: orderExaminations.completedAt,
      examinerName: examiner.name,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(orderExaminations, eq(orderExaminations.orderId, salesOrders.id))
    .leftJoin(examiner, eq(examiner.id, orderExaminations.examinerId))
    .where(eq(salesOrders.code, view.orderCode));
  if (!head) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const scans = head.examId
    ? await db
        .select({
          id: orderExaminationScans.id,
          at: orderExaminationScans.at,
          lineNo: orderExaminationScans.lineNo,
          partNo: salesOrderLines.partNo,
          partName: salesOrderLines.partName,
          scanned: orderExaminationScans.scanned,
          unitBarcode: orderExaminationScans.unitBarcode,
          scannedByName: scanner.name,
        })
        .from(orderExaminationScans)
        .innerJoin(
          salesOrderLines,
          sql`${salesOrderLines.orderId} = ${head.orderId} and ${salesOrderLines.lineNo} = ${orderExaminationScans.lineNo}`,
        )
        .leftJoin(scanner, eq(scanner.id, orderExaminationScans.scannedBy))
        .where(eq(orderExaminationScans.examinationId, head.examId))
        .orderBy(asc(orderExaminationScans.at), asc(orderExaminationScans.id))
    : [];
  return {
    ...view,
    customerCode: head.customerCode,
    customerName: head.customerName,
    fixedAt: head.fixedAt?.toISOString() ?? null,
    examinerName: head.examinerName,
    startedAt: head.startedAt?.toISOString() ?? null,
    completedAt: head.completedAt?.toISOString() ?? null,
    scans: scans.map((s) => ({ ...s, at: s.at.toISOString() })),
  };
};

export type { ExaminationQueueRow };

type QueueSqlRow = {
  order_code: string;
  customer_code: string;
  customer_name: string;
  fixed_at: Date | string;
  fixed_by_name: string | null;
  line_count: number | string;
  units: number | string;
  total: number | string;
  exam_status: 'none' | 'scanning' | 'done';
  examiner_name: string | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  waited_minutes: number | string;
  total_count: number | string;
};

const iso = (v: Date | string | null): string | null =>
  v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString();

// Lines still to release: sold less cancelled (a line cancelled whole needs no examination).
const queueSelect = sql`
  select o.code as order_code, c.code as customer_code, c.name as customer_name, o.fixed_at,
         fixer.name as fixed_by_name,
         (select count(*) from sales_order_lines l where l.order_id = o.id and l.qty > l.cancelled_qty)::int as line_count,
         (select coalesce(sum(l.qty - l.cancelled_qty), 0) from sales_order_lines l where l.order_id = o.id)::int as units,
         o.total, coalesce(e.status, 'none') as exam_status, ex.name as examiner_name,
         e.started_at, e.completed_at,
         floor(extract(epoch from (coalesce(e.completed_at, now()) - o.fixed_at)) / 60)::int as waited_minutes,
         count(*) over ()::int as total_count
    from sales_orders o
    join customers c on c.id = o.customer_id
    left join accounts fixer on fixer.id = o.fixed_by
    left join order_examinations e on e.order_id = o.id
    left join accounts ex on ex.id = e.examiner_id`;

const toQueue = (rows: QueueSqlRow[]): { rows: ExaminationQueueRow[]; total: number } => ({
  rows: rows.map((r) => ({
    orderCode: r.order_code,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    fixedAt: iso(r.fixed_at) ?? '',
    fixedByName: r.fixed_by_name,
    lineCount: Number(r.line_count),
    units: Number(r.units),
    total: Number(r.total),
    examStatus: r.exam_status,
    examinerName: r.examiner_name,
    startedAt: iso(r.started_at),
    completedAt: iso(r.completed_at),
    waitedMinutes: Number(r.waited_minutes),
  })),
  total: Number(rows[0]?.total_count ?? 0),
});

const stateCondition = (state: ExaminationQueueState) => {
  if (state === 'waiting') return sql`(e.id is null or e.status <> 'done')`;
  if (state === 'none') return sql`e.id is null`;
  if (state === 'scanning') return sql`e.status = 'scanning'`;
  if (state === 'done') return sql`e.status = 'done'`;
  return sql`true`;
};

/**
 * OrderExaminationExceedList: fixed orders whose examination has not ended `minutes` after the
 * fix (not started, or started and not finished), the longest waiting first, among the fixes of
 * the last `days` days (the fixed_at index bounds the scan). Fully cancelled orders are no longer
 * 'fixed' and drop out.
 */
export const examinationExceedList = async (
  db: DbOrTx,
  query: { minutes: number; days: number; page: number; size: number },
): Promise<{ rows: ExaminationQueueRow[]; total: number; minutes: number; days: number }> => {
  const rows = await queryRows<QueueSqlRow>(
    db,
    sql`${queueSelect}
     where o.status = 'fixed'
       and (e.id is null or e.status <> 'done')
       and o.fixed_at < now() - make_interval(mins => ${query.minutes}::int)
       and o.fixed_at >= now() - make_interval(days => ${query.days}::int)
       and exists (select 1 from sales_order_lines l where l.order_id = o.id and l.qty > l.cancelled_qty)
     order by o.fixed_at asc, o.id asc
     limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return { ...toQueue(rows), minutes: query.minutes, days: query.days };
};

export type { ExaminationDayCounts };

/**
 * OrderExaminationRequest[/:type/:ymd]: the orders fixed on a Korean calendar day with their
 * examination state, oldest fix first, and the day's count per state.
 */
export const examinationRequestList = async (
  db: DbOrTx,
  query: { ymd: string; state: ExaminationQueueState; page: number; size: number },
): Promise<{ rows: ExaminationQueueRow[]; total: number; counts: ExaminationDayCounts }> => {
  const day = sql`o.status = 'fixed'
       and o.fixed_at >= ${kstDayStart(query.ymd)} and o.fixed_at < ${kstDayEnd(query.ymd)}
       and exists (select 1 from sales_order_lines l where l.order_id = o.id and l.qty > l.cancelled_qty)`;
  const rows = await queryRows<QueueSqlRow>(
    db,
    sql`${queueSelect}
     where ${day} and ${stateCondition(query.state)}
     order by o.fixed_at asc, o.id asc
     limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const [counts] = await queryRows<{ none: number; scanning: number; done: number }>(
    db,
    sql`select count(*) filter (where e.id is null)::int as none,
               count(*) filter (where e.status = 'scanning')::int as scanning,
               count(*) filter (where e.status = 'done')::int as done
          from sales_orders o left join order_examinations e on e.order_id = o.id
         where ${day}`,
  );
  return {
    ...toQueue(rows),
    counts: {
      none: Number(counts?.none ?? 0),
      scanning: Number(counts?.scanning ?? 0),
      done: Number(counts?.done ?? 0),
    },
  };
};
