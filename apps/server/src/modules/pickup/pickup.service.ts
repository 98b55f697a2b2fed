import {
  type Pickup,
  type PickupKind,
  type PickupQuery,
  type PickupRegisterInput,
  type PickupStatus,
  whyCannotMovePickup,
  ymdToIsoDate,
} from '@erp/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { orderReturns } from '../order-return/order-return.table.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { pickups } from './pickup.table.js';

// Pickups: registered for a return (its customer's) or for used parts, assigned to a driver by
// hand, picked or cancelled. Each move is a conditional update on the status it leaves, so two
// people acting at once cannot both succeed.

const driverOf = async (db: DbOrTx, loginId: string): Promise<number> => {
  const [row] = await db
    .select({ id: accounts.id, disabled: accounts.disabled })
    .from(accounts)
    .where(eq(accounts.loginId, loginId.trim()));
  if (!row || row.disabled) throw new AppError('E0422', `기사: 없는 계정입니다 (${loginId}).`);
  return row.id;
};

export const registerPickup = async (
  db: Db,
  input: PickupRegisterInput,
  actor: AuditActor,
): Promise<Pickup> => {
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, address: customers.address, allowed: customers.oldPartPickupAllowed })
      .from(customers)
      .where(eq(customers.code, input.customerCode.toUpperCase()));
    if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
    if (input.kind === 'junk' && !customer.allowed)
      throw new AppError('E2003', '폐부품 회수가 허용되지 않은 거래처입니다.');
    let returnId: number | null = null;
    if (input.returnCode) {
      const [ret] = await tx
        .select({ id: orderReturns.id, customerId: orderReturns.customerId, status: orderReturns.status })
        .from(orderReturns)
        .where(eq(orderReturns.code, input.returnCode.toUpperCase()));
      if (!ret) throw new AppError('E0422', `반품 번호: 없는 반품입니다 (${input.returnCode}).`);
      if (ret.customerId !== customer.id) throw new AppError('E0422', '반품 번호: 다른 거래처의 반품입니다.');
      if (ret.status === 'rejected' || ret.status === 'examined')
        throw new AppError('E2003', '반려되었거나 검수를 마친 반품은 회수할 것이 없습니다.');
      returnId = ret.id;
    }
    const driverId = input.driverLoginId ? await driverOf(tx, input.driverLoginId) : null;
    const [row] = await tx
      .insert(pickups)
      .values({
        kind: input.kind,
        status: driverId ? 'assigned' : 'open',
        customerId: customer.id,
        returnId,
        address: input.address || customer.address,
        windowDate: ymdToIsoDate(input.windowDate)!,
        windowFrom: input.windowFrom,
        windowTo: input.windowTo,
        driverId,
        memo: input.memo ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: pickups.id });
    await writeAudit(tx, actor, {
      action: 'pickup.register',
      entity: 'pickup',
      entityId: String(row!.id),
      after: input,
    });
    return row!.id;
  });
  return loadPickup(db, id);
};

const move = async (
  db: Db,
  id: number,
  next: PickupStatus,
  set: Partial<typeof pickups.$inferInsert>,
  actor: AuditActor,
): Promise<Pickup> => {
  const current = await loadPickup(db, id);
  const why = whyCannotMovePickup(current.status, next);
  if (why) throw new AppError('E2003', why);
  const updated = await db
    .update(pickups)
    .set({ status: next, ...set })
    .where(and(eq(pickups.id, id), eq(pickups.status, current.status)))
    .returning({ id: pickups.id });
  if (updated.length === 0) throw new AppError('E2003', '다른 사람이 먼저 바꾸었습니다. 다시 열어 보세요.');
  await writeAudit(db, actor, {
    action: `pickup.${next}`,
    entity: 'pickup',
    entityId: String(id),
    after: set,
  });
  return loadPickup(db, id);
};

export const assignPickup = async (db: Db, id: number, loginId: string, actor: AuditActor) =>
  move(db, id, 'assigned', { driverId: await driverOf(db, loginId) }, actor);

export const pickedPickup = async (db: Db, id: number, actor: AuditActor) =>
  move(db, id, 'picked', { pickedAt: new Date() }, actor);

export const cancelPickup = async (db: Db, id: number, actor: AuditActor) =>
  move(db, id, 'cancelled', {}, actor);

const views = async (db: DbOrTx, ids: number[]): Promise<Pickup[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      p: pickups,
      customerCode: customers.code,
      customerName: customers.name,
      driverName: accounts.name,
      returnCode: orderReturns.code,
      orderCode: salesOrders.code,
    })
    .from(pickups)
    .innerJoin(customers, eq(customers.id, pickups.customerId))
    .leftJoin(accounts, eq(accounts.id, pickups.driverId))
    .leftJoin(orderReturns, eq(orderReturns.id, pickups.returnId))
    .leftJoin(salesOrders, eq(salesOrders.id, orderReturns.orderId))
    .where(inArray(pickups.id, ids))
    .orderBy(desc(pickups.windowDate), desc(pickups.id));
  return rows.map((r) => ({
    id: r.p.id,
    kind: r.p.kind as PickupKind,
    status: r.p.status as PickupStatus,
    customerCode: r.customerCode,
    customerName: r.customerName,
    address: r.p.address,
    windowDate: r.p.windowDate.replaceAll('-', ''),
    windowFrom: r.p.windowFrom,
    windowTo: r.p.windowTo,
    returnCode: r.returnCode,
    orderCode: r.orderCode,
    driverId: r.p.driverId,
    driverName: r.driverName,
    memo: r.p.memo,
    createdAt: r.p.createdAt.toISOString(),
    pickedAt: r.p.pickedAt?.toISOString() ?? null,
  }));
};

export const loadPickup = async (db: DbOrTx, id: number): Promise<Pickup> => {
  const [view] = await views(db, [id]);
  if (!view) throw new AppError('E2001', '회수를 찾을 수 없습니다.');
  return view;
};

export const listPickups = async (db: DbOrTx, q: PickupQuery, readerId: number) => {
  const conditions: SQL[] = [];
  if (q.kind) conditions.push(eq(pickups.kind, q.kind));
  if (q.status) conditions.push(eq(pickups.status, q.status));
  if (q.mine) conditions.push(eq(pickups.driverId, readerId));
  if (q.customerCode && q.customerCode.toLowerCase() !== 'all')
    conditions.push(
      sql`${pickups.customerId} = (select id from customers where code = ${q.customerCode.toUpperCase()})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const ids = await db
    .select({ id: pickups.id })
    .from(pickups)
    .where(where)
    .orderBy(desc(pickups.windowDate), desc(pickups.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pickups).where(where);
  return {
    rows: await views(
      db,
      ids.map((i) => i.id),
    ),
    total: Number(count?.n ?? 0),
  };
};
