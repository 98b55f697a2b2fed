import {
  type DeliveryCompleteInput,
  type DeliveryFailInput,
  type DeliveryStatus,
  type DeliverySummary,
  type DriverDay,
  toYmd,
  whyCannotFinish,
  ymdToIsoDate,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { addEvent, lockDelivery, refuse, updateDelivery } from './delivery.service.js';
import { deliveries, deliveryActions } from './delivery.table.js';
import { syncDeliveries } from './delivery-sync.service.js';
import { deliveryNotFound, deliverySummary, selectSummaries, toSummary } from './delivery-view.service.js';
import { drivers } from './driver.table.js';

// The driver's phone: today's stops in route order, delivered (proof: receiver, photo, signature)
// or failed (a reason). A stop of another driver reads as a missing stop. Each action carries the
// key the phone made when the driver acted; the key is claimed first in the transaction, so a
// replay (the same action sent again after a lost answer, even at the same moment) waits for the
// first and is answered with the stop as it stands, never applied twice.

const driverName = sql<string>`(select a.name from accounts a where a.id = ${drivers.accountId})`;

export const driverOfAccount = async (db: DbOrTx, accountId: number | null) => {
  const [row] = accountId
    ? await db
        .select({ id: drivers.id, name: driverName, active: drivers.active })
        .from(drivers)
        .where(eq(drivers.accountId, accountId))
    : [];
  if (!row?.active) throw new AppError('E2001', '기사로 등록된 계정이 아닙니다. 기사 관리에서 등록하세요.');
  return row;
};

/** One driver's stops of a day (today in Korea unless named), in route order. */
export const driverDay = async (db: DbOrTx, driverId: number, date?: string): Promise<DriverDay> => {
  await syncDeliveries(db);
  const day = date ?? toYmd(new Date());
  const [driver] = await db
    .select({ id: drivers.id, name: driverName })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver) throw new AppError('E2001', `기사 #${driverId}을(를) 찾을 수 없습니다.`);
  const rows = await selectSummaries(db)
    .where(
      and(
        eq(deliveries.driverId, driverId),
        eq(deliveries.serviceDate, ymdToIsoDate(day)!),
        inArray(deliveries.status, ['assigned', 'done', 'failed']),
      ),
    )
    .orderBy(asc(deliveries.seq), asc(deliveries.id));
  return { driverId: driver.id, driverName: driver.name, date: day, stops: rows.map(toSummary) };
};

export const myDay = async (db: DbOrTx, accountId: number | null, date?: string) =>
  driverDay(db, (await driverOfAccount(db, accountId)).id, date);

type Action = 'complete' | 'fail';

const finish = async (
  db: Db,
  code: string,
  key: string,
  action: Action,
  actor: AuditActor,
  apply: (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    row: Awaited<ReturnType<typeof lockDelivery>>,
  ) => Promise<void>,
): Promise<DeliverySummary> => {
  const driver = await driverOfAccount(db, actor.accountId);
  const accountId = actor.accountId!;
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.code, code.trim().toUpperCase()), eq(deliveries.driverId, driver.id)));
    if (!own) throw deliveryNotFound(code);
    const claimed = await tx
      .insert(deliveryActions)
      .values({ idempotencyKey: key, accountId, deliveryId: own.id, action })
      .onConflictDoNothing()
      .returning({ id: deliveryActions.id });
    if (claimed.length === 0) {
      const [seen] = await tx
        .select()
        .from(deliveryActions)
        .where(and(eq(deliveryActions.accountId, accountId), eq(deliveryActions.idempotencyKey, key)));
      if (seen?.deliveryId !== own.id || seen.action !== action)
        throw new AppError('E0422', '처리 키: 다른 처리에 이미 쓰인 키입니다.', {
          fields: [{ field: 'idempotencyKey', label: '처리 키', message: '다른 처리에 이미 쓰인 키입니다.' }],
        });
      return; // a replay: already applied once
    }
    const row = await lockDelivery(tx, code);
    // The stop may have moved to another driver between the read and the lock.
    if (row.driverId !== driver.id) throw deliveryNotFound(code);
    refuse(row, whyCannotFinish(row.status as DeliveryStatus));
    await apply(tx, row);
  });
  return deliverySummary(db, code);
};

/** Delivered: the receiver, a photo (an upload) and a signature as proof. */
export const completeStop = (db: Db, code: string, input: DeliveryCompleteInput, actor: AuditActor) =>
  finish(db, code, input.idempotencyKey, 'complete', actor, async (tx, row) => {
    await updateDelivery(tx, row, {
      status: 'done',
      receiverName: input.receiverName ?? null,
      photoUploadId: input.photoUploadId ?? null,
      signature: input.signature ?? null,
      memo: input.note ?? row.memo,
      completedBy: actor.accountId,
      completedAt: new Date(),
    });
    await addEvent(tx, row.id, 'complete', actor, input.receiverName ? `인수자 ${input.receiverName}` : null);
  });

/** Failed: the reason the driver gives (closed, nobody there, refused…). */
export const failStop = (db: Db, code: string, input: DeliveryFailInput, actor: AuditActor) =>
  finish(db, code, input.idempotencyKey, 'fail', actor, async (tx, row) => {
    await updateDelivery(tx, row, {
      status: 'failed',
      failReason: input.reason,
      completedBy: actor.accountId,
      completedAt: new Date(),
    });
    await addEvent(tx, row.id, 'fail', actor, input.reason);
  });
