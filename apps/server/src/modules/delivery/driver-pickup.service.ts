import {
  type DriverPickup,
  type DriverPickupCollectInput,
  type DriverPickupDayQuery,
  type DriverPickupFailInput,
  type PickupKind,
  type PickupStatus,
  toYmd,
  whyCannotMovePickup,
  ymdToIsoDate,
} from '@erp/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { type Db, type DbOrTx, type Tx, withinTransaction } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { collectCores } from '../old-part/core-collection.service.js';
import { orderReturns } from '../order-return/order-return.table.js';
import { pickedPickup } from '../pickup/pickup.service.js';
import { pickups } from '../pickup/pickup.table.js';
import { driverPickupActions } from './driver-pay.table.js';
import { driverOfAccount } from './driver-stop.service.js';

// The driver's phone pages for pickups: today's pickups assigned to the driver (another driver's
// reads as a missing one), collected — used parts by scanning each unit, which makes the core
// collection of old-part in the same transaction — or not collected with a reason (the pickup
// stays assigned for another visit). The pickup moves through pickup's own step. Like the stop
// steps, the key the phone made is claimed first in the transaction, so an action replayed from
// the offline queue (even at the same moment) is answered with the pickup as it stands.

const notFound = () => new AppError('E2001', '회수를 찾을 수 없습니다.');

const lastAction = (action: 'collect' | 'fail', column: 'reason' | 'collection_code') =>
  sql<string | null>`(select a.${sql.raw(column)} from driver_pickup_actions a
     where a.pickup_id = ${pickups.id} and a.action = ${action} order by a.at desc, a.id desc limit 1)`;

const selectViews = (db: DbOrTx) =>
  db
    .select({
      p: pickups,
      customerCode: customers.code,
      customerName: customers.name,
      customerPhone: sql<string | null>`coalesce(${customers.mobile}, ${customers.phone})`,
      returnCode: orderReturns.code,
      collectionCode: lastAction('collect', 'collection_code'),
      failReason: lastAction('fail', 'reason'),
    })
    .from(pickups)
    .innerJoin(customers, eq(customers.id, pickups.customerId))
    .leftJoin(orderReturns, eq(orderReturns.id, pickups.returnId));

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

const toView = (r: ViewRow): DriverPickup => ({
  id: r.p.id,
  kind: r.p.kind as PickupKind,
  status: r.p.status as PickupStatus,
  customerCode: r.customerCode,
  customerName: r.customerName,
  customerPhone: r.customerPhone,
  address: r.p.address,
  windowDate: r.p.windowDate.replaceAll('-', ''),
  windowFrom: r.p.windowFrom,
  windowTo: r.p.windowTo,
  returnCode: r.returnCode,
  memo: r.p.memo,
  pickedAt: r.p.pickedAt?.toISOString() ?? null,
  collectionCode: r.p.status === 'picked' ? r.collectionCode : null,
  // A reason matters while the pickup waits for another visit.
  failReason: r.p.status === 'assigned' ? r.failReason : null,
});

/** The driver's pickups of a day: those due that day and those collected that day (Korea). */
export const myPickups = async (
  db: DbOrTx,
  accountId: number | null,
  q: DriverPickupDayQuery,
): Promise<DriverPickup[]> => {
  await driverOfAccount(db, accountId);
  const day = ymdToIsoDate(q.date ?? toYmd(new Date()))!;
  const rows = await selectViews(db)
    .where(
      and(
        eq(pickups.driverId, accountId!),
        eq(pickups.kind, q.kind),
        inArray(pickups.status, ['assigned', 'picked']),
        or(
          eq(pickups.windowDate, day),
          sql`(${pickups.pickedAt} at time zone 'Asia/Seoul')::date = ${day}::date`,
        ),
      ),
    )
    .orderBy(asc(pickups.windowFrom), asc(pickups.id));
  return rows.map(toView);
};

const loadMine = async (db: DbOrTx, accountId: number, id: number): Promise<DriverPickup> => {
  const [row] = await selectViews(db).where(and(eq(pickups.id, id), eq(pickups.driverId, accountId)));
  if (!row) throw notFound();
  return toView(row);
};

type Own = { id: number; kind: string; status: string; customerCode: string };

const act = async (
  db: Db,
  id: number,
  key: string,
  action: 'collect' | 'fail',
  actor: AuditActor,
  extra: { reason?: string; scanned?: string[] },
  apply: (tx: Tx, own: Own) => Promise<{ collectionCode?: string } | undefined>,
): Promise<DriverPickup> => {
  await driverOfAccount(db, actor.accountId);
  const accountId = actor.accountId!;
  await db.transaction(async (tx) => {
    // The pickup row is locked first, so two sends of one action queue here.
    const [own] = await tx
      .select({ id: pickups.id, kind: pickups.kind, status: pickups.status, customerCode: customers.code })
      .from(pickups)
      .innerJoin(customers, eq(customers.id, pickups.customerId))
      .where(and(eq(pickups.id, id), eq(pickups.driverId, accountId)))
      .for('update', { of: pickups });
    if (!own) throw notFound();
    const claimed = await tx
      .insert(driverPickupActions)
      .values({ idempotencyKey: key, accountId, pickupId: id, action, ...extra })
      .onConflictDoNothing()
      .returning({ id: driverPickupActions.id });
    if (claimed.length === 0) {
      const [seen] = await tx
        .select()
        .from(driverPickupActions)
        .where(
          and(eq(driverPickupActions.accountId, accountId), eq(driverPickupActions.idempotencyKey, key)),
        );
      if (seen?.pickupId !== id || seen.action !== action)
        throw new AppError('E0422', '처리 키: 다른 처리에 이미 쓰인 키입니다.', {
          fields: [{ field: 'idempotencyKey', label: '처리 키', message: '다른 처리에 이미 쓰인 키입니다.' }],
        });
      return; // a replay: applied once already
    }
    const done = await apply(tx, own);
    if (done?.collectionCode)
      await tx
        .update(driverPickupActions)
        .set({ collectionCode: done.collectionCode })
        .where(eq(driverPickupActions.id, claimed[0]!.id));
  });
  return loadMine(db, accountId, id);
};

/** Collected: a used-part pickup with each unit scanned (the core collection), a return as is. */
export const collectPickup = (db: Db, id: number, input: DriverPickupCollectInput, actor: AuditActor) =>
  act(db, id, input.idempotencyKey, 'collect', actor, { scanned: input.barcodes }, async (tx, own) => {
    const why = whyCannotMovePickup(own.status as PickupStatus, 'picked');
    if (why) throw new AppError('E2003', why);
    let collectionCode: string | undefined;
    if (own.kind === 'junk') {
      if (input.barcodes.length === 0)
        throw new AppError('E0422', '스캔한 바코드: 회수한 폐부품을 하나 이상 스캔하세요.', {
          fields: [
            { field: 'barcodes', label: '스캔한 바코드', message: '회수한 폐부품을 하나 이상 스캔하세요.' },
          ],
        });
      const collection = await collectCores(
        withinTransaction(tx),
        { customerCode: own.customerCode, barcodes: input.barcodes, memo: input.note ?? `회수 #${id}` },
        actor,
      );
      collectionCode = collection.code;
    }
    await pickedPickup(withinTransaction(tx), id, actor);
    return collectionCode ? { collectionCode } : undefined;
  });

/** Not collected: the reason is kept and the pickup stays assigned to the driver for another visit. */
export const failPickup = (db: Db, id: number, input: DriverPickupFailInput, actor: AuditActor) =>
  act(db, id, input.idempotencyKey, 'fail', actor, { reason: input.reason }, async (tx, own) => {
    if (own.status !== 'assigned')
      throw new AppError(
        'E2003',
        whyCannotMovePickup(own.status as PickupStatus, 'picked') ?? '회수할 수 없는 상태입니다.',
      );
    await writeAudit(tx, actor, {
      action: 'pickup.not-collected',
      entity: 'pickup',
      entityId: String(id),
      after: { reason: input.reason },
    });
    return undefined;
  });
