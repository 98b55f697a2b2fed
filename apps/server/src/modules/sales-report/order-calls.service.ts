import {
  type FixStatus,
  type OrderDateChange,
  type OrderStatus,
  type OrderView,
  type PrintRecord,
  type ReservationChange,
  toYmd,
  whyCannotChangeOrderDate,
  whyCannotChangeReservation,
} from '@erp/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordOrderEvent } from '../sales-order/order-event.service.js';
import { loadOrder, lockOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';

const ymdOf = (isoDate: string | null): string | null => (isoDate ? isoDate.replaceAll('-', '') : null);
const isoOf = (ymd: string): string => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * 주문일 변경 (SPEC §7.8 date change). Only the order's business day moves. For a fixed order
 * the stock and receivable entries stay on the day they were posted: the ledgers are append-only
 * and are never back-dated, and the statement keeps the date of its ledger entry. Lists and
 * reports that go by order day (IntegratedStatus, OrderCheck, …) show the new day.
 */
export const changeOrderDate = async (
  db: Db,
  code: string,
  input: OrderDateChange,
  actor: AuditActor,
  now = new Date(),
): Promise<OrderView> => {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, code);
    const currentYmd = ymdOf(order.orderDate)!;
    const reason = whyCannotChangeOrderDate({
      status: order.status as OrderStatus,
      currentYmd,
      newYmd: input.orderDate,
      todayYmd: toYmd(now),
      fixedYmd: order.fixedAt ? toYmd(order.fixedAt) : null,
    });
    if (reason) throw new AppError('E2003', reason);
    await tx
      .update(salesOrders)
      .set({ changedOrderDate: isoOf(input.orderDate), updatedAt: sql`now()` })
      .where(eq(salesOrders.id, order.id));
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      kind: 'date-changed',
      reason: input.reason,
      before: { orderDate: currentYmd },
      after: { orderDate: input.orderDate },
    });
    await writeAudit(tx, actor, {
      action: 'order.date.change',
      entity: 'sales_order',
      entityId: code,
      before: { orderDate: currentYmd },
      after: { orderDate: input.orderDate, reason: input.reason },
    });
  });
  return loadOrder(db, code, null);
};

/** 예약 일시 변경 (SPEC §7.8 reservation date and time change); both empty clears it. */
export const changeReservation = async (
  db: Db,
  code: string,
  input: ReservationChange,
  actor: AuditActor,
  now = new Date(),
): Promise<OrderView> => {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, code);
    const current = { date: ymdOf(order.reservationDate), time: order.reservationTime };
    const reason = whyCannotChangeReservation({
      status: order.status as OrderStatus,
      date: input.reservationDate,
      time: input.reservationTime,
      todayYmd: toYmd(now),
      current,
    });
    if (reason) throw new AppError('E2003', reason);
    await tx
      .update(salesOrders)
      .set({
        reservationDate: input.reservationDate ? isoOf(input.reservationDate) : null,
        reservationTime: input.reservationTime,
        updatedAt: sql`now()`,
      })
      .where(eq(salesOrders.id, order.id));
    await recordOrderEvent(tx, actor, {
      orderId: order.id,
      kind: 'reservation-changed',
      reason: input.reason ?? null,
      before: current,
      after: { date: input.reservationDate, time: input.reservationTime },
    });
  });
  return loadOrder(db, code, null);
};

/** Fix status (SPEC §7.8): whether each of the given orders is fixed, when and by whom. */
export const fixStatusOf = async (db: DbOrTx, codes: readonly string[]): Promise<FixStatus[]> => {
  const rows = await queryRows<{
    code: string;
    status: OrderStatus;
    fixed_at: string | Date | null;
    fixed_by_name: string | null;
  }>(
    db,
    sql`select o.code, o.status, o.fixed_at, a.name as fixed_by_name
        from sales_orders o left join accounts a on a.id = o.fixed_by
        where o.code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  const by = new Map(rows.map((r) => [r.code, r]));
  const missing = codes.filter((c) => !by.has(c));
  if (missing.length > 0) throw new AppError('E2001', `주문을 찾을 수 없습니다: ${missing.join(', ')}`);
  return codes.map((c) => {
    const r = by.get(c)!;
    return {
      code: r.code,
      status: r.status,
      // A fixed order stays "fixed" in the books after a partial cancel; a cancelled one was fixed once.
      fixed: r.fixed_at !== null,
      fixedAt: r.fixed_at ? new Date(r.fixed_at).toISOString() : null,
      fixedByName: r.fixed_by_name,
    };
  });
};

/** Print user check (SPEC §7.8): who printed each order's statements and when, newest first. */
export const printUserCheck = async (db: DbOrTx, codes: readonly string[]): Promise<PrintRecord[]> => {
  const known = await db
    .select({ id: salesOrders.id, code: salesOrders.code })
    .from(salesOrders)
    .where(inArray(salesOrders.code, [...codes]));
  const missing = codes.filter((c) => !known.some((k) => k.code === c));
  if (missing.length > 0) throw new AppError('E2001', `주문을 찾을 수 없습니다: ${missing.join(', ')}`);
  const rows = await queryRows<{
    code: string;
    after: { document: PrintRecord['document']; documentCode: string } | null;
    at: string | Date;
    name: string | null;
    login_id: string | null;
  }>(
    db,
    sql`select o.code, e.after, e.at, a.name, a.login_id
        from order_events e join sales_orders o on o.id = e.order_id left join accounts a on a.id = e.actor_id
        where e.kind = 'printed' and e.order_id in (${sql.join(
          known.map((k) => sql`${k.id}`),
          sql`, `,
        )})
        order by e.at desc, e.id desc`,
  );
  return rows.map((r) => ({
    orderCode: r.code,
    document: r.after?.document ?? 'sale',
    documentCode: r.after?.documentCode ?? r.code,
    at: new Date(r.at).toISOString(),
    actorName: r.name,
    actorLoginId: r.login_id,
  }));
};
