import {
  type DeliveryAssignInput,
  type DeliveryChangeInput,
  type DeliveryMethodKind,
  type DeliveryStatus,
  type DeliverySummary,
  whyCannotAssign,
  whyCannotCancel,
  whyCannotChange,
  whyCannotHandOver,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { deliveries, deliveryEvents, deliveryMethods } from './delivery.table.js';
import { syncDeliveries } from './delivery-sync.service.js';
import { deliveryNotFound, deliverySummary, selectSummaries, toSummary } from './delivery-view.service.js';
import { drivers } from './driver.table.js';

// The desk's steps on a stop, one transaction each: change its method and reservation, dispatch
// it to a driver (or back to waiting), hand it over at the desk (counter, courier, quick), cancel
// it with a reason. Each locks the stop at the version the clerk read.

const STALE = '다른 사용자가 먼저 이 배송을 변경했습니다. 새로고침 후 다시 시도하세요.';

export const fieldError = (field: string, label: string, message: string) =>
  new AppError('E0422', `${label}: ${message}`, { fields: [{ field, label, message }] });

export const lockDelivery = async (tx: Tx, code: string, version?: number) => {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(eq(deliveries.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw deliveryNotFound(code);
  if (version !== undefined && row.version !== version) throw new AppError('E0409', STALE);
  return row;
};
export type DeliveryRow = Awaited<ReturnType<typeof lockDelivery>>;

export const refuse = (row: DeliveryRow, reason: string | null): void => {
  if (reason) throw new AppError('E2003', `배송 ${row.code}: ${reason}`);
};

export const updateDelivery = (tx: Tx, row: DeliveryRow, values: PgUpdateSetSource<typeof deliveries>) =>
  tx
    .update(deliveries)
    .set({ ...values, version: row.version + 1 })
    .where(eq(deliveries.id, row.id));

export const addEvent = (
  tx: DbOrTx,
  deliveryId: number,
  event: string,
  actor: AuditActor,
  note?: string | null,
) => tx.insert(deliveryEvents).values({ deliveryId, event, note: note ?? null, actorId: actor.accountId });

const methodOf = async (db: DbOrTx, code: string | null) => {
  if (!code) return null;
  const [m] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.code, code));
  return m ?? null;
};

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** DeliveryWaiting / DeliveryDayReservation: the method, the booked day and time, the window. */
export const changeDelivery = async (
  db: Db,
  code: string,
  input: DeliveryChangeInput,
  actor: AuditActor,
): Promise<DeliverySummary> => {
  await syncDeliveries(db);
  if ((input.lat == null) !== (input.lng == null))
    throw fieldError('lng', '경도', '위도와 경도를 함께 입력하세요.');
  if (input.windowStart && input.windowEnd && input.windowStart >= input.windowEnd)
    throw fieldError('windowEnd', '도착 가능 끝', '시작보다 늦은 시각을 입력하세요.');
  const method = await methodOf(db, input.methodCode);
  if (!method?.active)
    throw fieldError('methodCode', '배송 방법', `사용할 수 없는 배송 방법입니다 (${input.methodCode}).`);
  await db.transaction(async (tx) => {
    const row = await lockDelivery(tx, code, input.version);
    refuse(row, whyCannotChange(row.status as DeliveryStatus));
    // A stop leaving the own-driver method leaves its driver too.
    const offDriver = method.kind !== 'driver' && row.driverId !== null;
    await updateDelivery(tx, row, {
      methodCode: method.code,
      reservationDate: input.reservationDate ? dashed(input.reservationDate) : null,
      reservationTime: input.reservationTime ?? null,
      windowStart: input.windowStart ?? null,
      windowEnd: input.windowEnd ?? null,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      memo: input.memo ?? null,
      ...(input.reservationDate ? { serviceDate: dashed(input.reservationDate) } : {}),
      ...(offDriver ? { driverId: null, seq: null, locked: false, status: 'waiting' } : {}),
    });
    await addEvent(
      tx,
      row.id,
      'update',
      actor,
      `${method.name}${input.reservationDate ? ` · 예약 ${input.reservationDate} ${input.reservationTime ?? ''}` : ''}`,
    );
  });
  return deliverySummary(db, code);
};

/** The dispatch board: stops to a driver in the given order after the driver's last, or back to waiting. */
export const assignDeliveries = async (
  db: Db,
  input: DeliveryAssignInput,
  actor: AuditActor,
): Promise<DeliverySummary[]> => {
  await syncDeliveries(db);
  const codes = [...new Set(input.codes.map((c) => c.trim().toUpperCase()))];
  if (input.driverId !== null) {
    const [driver] = await db.select().from(drivers).where(eq(drivers.id, input.driverId));
    if (!driver?.active) throw fieldError('driverId', '기사', '사용 중인 기사가 아닙니다.');
  }
  await db.transaction(async (tx) => {
    // Rows locked in one order (by code), so two dispatchers moving the same stops never deadlock.
    const rows = await tx
      .select()
      .from(deliveries)
      .where(inArray(deliveries.code, codes))
      .orderBy(deliveries.code)
      .for('update');
    for (const code of codes) if (!rows.some((r) => r.code === code)) throw deliveryNotFound(code);
    const methods = await tx.select().from(deliveryMethods);
    const kindOf = (m: string | null) =>
      methods.find((x) => x.code === m)?.kind as DeliveryMethodKind | undefined;
    let next = 0;
    if (input.driverId !== null) {
      const [last] = await tx
        .select({ seq: sql<number>`coalesce(max(${deliveries.seq}), 0)::int` })
        .from(deliveries)
        .where(and(eq(deliveries.driverId, input.driverId), eq(deliveries.status, 'assigned')));
      next = Number(last?.seq ?? 0);
    }
    for (const code of codes) {
      const row = rows.find((r) => r.code === code)!;
      refuse(row, whyCannotAssign(row.status as DeliveryStatus));
      if (input.driverId === null) {
        await updateDelivery(tx, row, { driverId: null, seq: null, locked: false, status: 'waiting' });
        await addEvent(tx, row.id, 'unassign', actor);
        continue;
      }
      const kind = kindOf(row.methodCode);
      if (kind && kind !== 'driver') refuse(row, '자사 기사 배송이 아닌 건은 배차할 수 없습니다.');
      next += 1;
      await updateDelivery(tx, row, {
        driverId: input.driverId,
        seq: row.driverId === input.driverId && row.seq !== null ? row.seq : next,
        locked: input.locked,
        status: 'assigned',
      });
      await addEvent(tx, row.id, 'assign', actor, `기사 #${input.driverId}`);
    }
  });
  const rows = await selectSummaries(db).where(inArray(deliveries.code, codes));
  return codes.map((c) => toSummary(rows.find((r) => r.d.code === c)!));
};

/** Counter pickup, courier (with its waybill) or quick service: handed over at the desk. */
export const handOverDelivery = async (
  db: Db,
  code: string,
  input: { version: number; waybillNo?: string | null; receiverName?: string | null },
  actor: AuditActor,
): Promise<DeliverySummary> => {
  await syncDeliveries(db);
  await db.transaction(async (tx) => {
    const row = await lockDelivery(tx, code, input.version);
    const method = await methodOf(tx, row.methodCode);
    refuse(
      row,
      whyCannotHandOver(row.status as DeliveryStatus, (method?.kind as DeliveryMethodKind) ?? null),
    );
    if (method?.kind === 'courier' && !input.waybillNo)
      throw fieldError('waybillNo', '송장 번호', '택배 인계에는 송장 번호가 필요합니다.');
    await updateDelivery(tx, row, {
      status: 'done',
      waybillNo: input.waybillNo ?? null,
      receiverName: input.receiverName ?? null,
      completedBy: actor.accountId,
      completedAt: new Date(),
    });
    await addEvent(tx, row.id, 'handover', actor, input.waybillNo ? `송장 ${input.waybillNo}` : null);
  });
  return deliverySummary(db, code);
};

/** DeliveryDeletionList: a cancelled stop keeps who cancelled it and why; nothing is deleted. */
export const cancelDelivery = async (
  db: Db,
  code: string,
  input: { version: number; reason: string },
  actor: AuditActor,
): Promise<DeliverySummary> => {
  await syncDeliveries(db);
  await db.transaction(async (tx) => {
    const row = await lockDelivery(tx, code, input.version);
    refuse(row, whyCannotCancel(row.status as DeliveryStatus));
    await updateDelivery(tx, row, {
      status: 'cancelled',
      cancelReason: input.reason,
      cancelledBy: actor.accountId,
      cancelledAt: new Date(),
      seq: null,
    });
    await addEvent(tx, row.id, 'cancel', actor, input.reason);
  });
  return deliverySummary(db, code);
};
