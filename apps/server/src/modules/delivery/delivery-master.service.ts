import {
  type Checker,
  type CheckerInput,
  DELIVERY_METHOD_KIND_LABELS,
  type DeliveryMethod,
  type DeliveryMethodInput,
  type DeliveryMethodKind,
  type Driver,
  type DriverInput,
} from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fieldError } from './delivery.service.js';
import { deliveryMethods } from './delivery.table.js';
import { checkers, drivers } from './driver.table.js';

// The delivery masters: methods (DeliveryMethodRegister/List), drivers (DriverManagement) and
// loading checkers (CheckerManagement). A driver or checker is an existing account (a driver
// signs in on /Company/MobileLogin), one record per account, saved again to change it.

const useCount = sql<number>`(select count(*)::int from deliveries d where d.method_code = ${deliveryMethods.code})`;

const toMethod = (r: { m: typeof deliveryMethods.$inferSelect; useCount: number }): DeliveryMethod => ({
  code: r.m.code,
  name: r.m.name,
  kind: r.m.kind as DeliveryMethodKind,
  kindLabel: DELIVERY_METHOD_KIND_LABELS[r.m.kind as DeliveryMethodKind],
  courierName: r.m.courierName,
  fee: r.m.fee,
  isDefault: r.m.isDefault,
  active: r.m.active,
  memo: r.m.memo,
  useCount: Number(r.useCount),
  updatedAt: r.m.updatedAt.toISOString(),
});

export const listMethods = async (db: DbOrTx): Promise<DeliveryMethod[]> =>
  (
    await db.select({ m: deliveryMethods, useCount }).from(deliveryMethods).orderBy(asc(deliveryMethods.code))
  ).map(toMethod);

export const loadMethod = async (db: DbOrTx, code: string): Promise<DeliveryMethod> => {
  const [row] = await db
    .select({ m: deliveryMethods, useCount })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.code, code));
  if (!row) throw new AppError('E2001', `배송 방법 ${code}을(를) 찾을 수 없습니다.`);
  return toMethod(row);
};

export const saveMethod = async (
  db: Db,
  input: DeliveryMethodInput,
  actor: AuditActor,
): Promise<DeliveryMethod> => {
  if (input.kind === 'courier' && !input.courierName)
    throw fieldError('courierName', '택배사', '택배 방법에는 택배사를 입력하세요.');
  if (input.isDefault && !input.active)
    throw fieldError('active', '사용', '기본 배송 방법은 사용 중이어야 합니다.');
  await db.transaction(async (tx) => {
    // One default at a time: the new default takes the flag from the old one.
    if (input.isDefault)
      await tx.update(deliveryMethods).set({ isDefault: false }).where(eq(deliveryMethods.isDefault, true));
    const values = {
      name: input.name,
      kind: input.kind,
      courierName: input.courierName ?? null,
      fee: input.fee,
      isDefault: input.isDefault,
      active: input.active,
      memo: input.memo ?? null,
      updatedBy: actor.accountId,
      updatedAt: new Date(),
    };
    await tx
      .insert(deliveryMethods)
      .values({ code: input.code, ...values })
      .onConflictDoUpdate({ target: deliveryMethods.code, set: values });
  });
  const [row] = await db
    .select({ m: deliveryMethods, useCount })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.code, input.code));
  return toMethod(row!);
};

/** The account a driver or checker is: a mobile or staff account, not disabled. */
const personAccount = async (db: DbOrTx, loginId: string, label: string) => {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.loginId})`, loginId.trim().toLowerCase()));
  if (!account || account.disabled || (account.kind !== 'mobile' && account.kind !== 'staff'))
    throw fieldError('loginId', label, '모바일 직원 또는 회사 직원 계정의 아이디를 입력하세요.');
  return account;
};

const openStops = sql<number>`(select count(*)::int from deliveries d where d.driver_id = ${drivers.id} and d.status = 'assigned')`;
const driverColumns = {
  r: drivers,
  loginId: sql<string>`(select a.login_id from accounts a where a.id = ${drivers.accountId})`,
  name: sql<string>`(select a.name from accounts a where a.id = ${drivers.accountId})`,
  openStops,
};

const toDriver = ({
  r,
  loginId,
  name,
  openStops,
}: {
  r: typeof drivers.$inferSelect;
  loginId: string;
  name: string;
  openStops: number;
}): Driver => ({
  id: r.id,
  accountId: r.accountId,
  loginId,
  name,
  phone: r.phone,
  vehicleNo: r.vehicleNo,
  vehicleKind: r.vehicleKind,
  capacity: r.capacity,
  shiftStart: r.shiftStart,
  shiftEnd: r.shiftEnd,
  startLat: r.startLat,
  startLng: r.startLng,
  active: r.active,
  memo: r.memo,
  openStops: Number(openStops),
});

export const listDrivers = async (db: DbOrTx): Promise<Driver[]> =>
  (await db.select(driverColumns).from(drivers).orderBy(asc(drivers.id))).map(toDriver);

export const saveDriver = async (db: Db, input: DriverInput): Promise<Driver> => {
  if (input.shiftStart >= input.shiftEnd)
    throw fieldError('shiftEnd', '근무 끝', '근무 시작보다 늦은 시각을 입력하세요.');
  if ((input.startLat == null) !== (input.startLng == null))
    throw fieldError('startLng', '출발지 경도', '위도와 경도를 함께 입력하세요.');
  const account = await personAccount(db, input.loginId, '기사 계정');
  const values = {
    phone: input.phone ?? null,
    vehicleNo: input.vehicleNo ?? null,
    vehicleKind: input.vehicleKind ?? null,
    capacity: input.capacity,
    shiftStart: input.shiftStart,
    shiftEnd: input.shiftEnd,
    startLat: input.startLat ?? null,
    startLng: input.startLng ?? null,
    active: input.active,
    memo: input.memo ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(drivers)
    .values({ accountId: account.id, ...values })
    .onConflictDoUpdate({ target: drivers.accountId, set: values });
  const [row] = await db.select(driverColumns).from(drivers).where(eq(drivers.accountId, account.id));
  return toDriver(row!);
};

const checkerColumns = {
  r: checkers,
  loginId: sql<string>`(select a.login_id from accounts a where a.id = ${checkers.accountId})`,
  name: sql<string>`(select a.name from accounts a where a.id = ${checkers.accountId})`,
};
const toChecker = ({
  r,
  loginId,
  name,
}: {
  r: typeof checkers.$inferSelect;
  loginId: string;
  name: string;
}): Checker => ({
  id: r.id,
  accountId: r.accountId,
  loginId,
  name,
  phone: r.phone,
  warehouseCode: r.warehouseCode,
  active: r.active,
  memo: r.memo,
});

export const listCheckers = async (db: DbOrTx): Promise<Checker[]> =>
  (await db.select(checkerColumns).from(checkers).orderBy(asc(checkers.id))).map(toChecker);

export const saveChecker = async (db: Db, input: CheckerInput): Promise<Checker> => {
  const account = await personAccount(db, input.loginId, '검수자 계정');
  if (input.warehouseCode) {
    const [w] = await queryRows<{ code: string }>(
      db,
      sql`select code from warehouses where code = ${input.warehouseCode.toUpperCase()} and active`,
    );
    if (!w) throw fieldError('warehouseCode', '창고', `사용 중인 창고가 아닙니다 (${input.warehouseCode}).`);
  }
  const values = {
    phone: input.phone ?? null,
    warehouseCode: input.warehouseCode?.toUpperCase() ?? null,
    active: input.active,
    memo: input.memo ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(checkers)
    .values({ accountId: account.id, ...values })
    .onConflictDoUpdate({ target: checkers.accountId, set: values });
  const [row] = await db.select(checkerColumns).from(checkers).where(eq(checkers.accountId, account.id));
  return toChecker(row!);
};
