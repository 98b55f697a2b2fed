import {
  type BasketSet,
  type ClientBasket,
  type ClientCar,
  type ClientCarInput,
  type ClientCarParts,
  type ClientHome,
  type ClientOrderDetail,
  type ClientOrderInput,
  type ClientPart,
  type ClientProfile,
  type ClientRequest,
  type ClientSettings,
  decodeVin,
} from '@erp/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import { type Db, type DbOrTx, withinTransaction } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { cars } from '../car/car.table.js';
import { suggestParts } from '../car/fitment.service.js';
import { customers } from '../customer/customer.table.js';
import { parts } from '../part/part.table.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { stockOf } from '../stock/stock.service.js';
import { fieldError } from './client-auth.service.js';
import { clientOrderDetail, pagedClientOrders } from './client-order.sql.js';
import {
  clientBasketItems,
  clientCarRequests,
  clientCars,
  clientOrders,
  clientProfiles,
} from './client-portal.table.js';

// A client's own pages: every read and write is narrowed to the session's account, so another
// client's car, request or order answers exactly like a missing one.

export const CAR_NOT_FOUND = '차량을 찾을 수 없습니다.';
export const ORDER_NOT_FOUND = '주문을 찾을 수 없습니다.';
/** Client orders are sold from the main warehouse (the shop's own desk fixes them). */
const CLIENT_WAREHOUSE = 'MAIN';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export const loadProfile = async (db: DbOrTx, accountId: number): Promise<ClientProfile> => {
  const [row] = await db
    .select({ p: clientProfiles, loginId: accounts.loginId, name: accounts.name, shopName: customers.name })
    .from(clientProfiles)
    .innerJoin(accounts, eq(accounts.id, clientProfiles.accountId))
    .innerJoin(customers, eq(customers.code, clientProfiles.shopCode))
    .where(eq(clientProfiles.accountId, accountId));
  if (!row) throw new AppError('E2001', 'QR 고객 정보를 찾을 수 없습니다.');
  return {
    loginId: row.loginId,
    name: row.name,
    phone: row.p.phone,
    shop: { code: row.p.shopCode, name: row.shopName },
    address: row.p.address,
    lat: row.p.lat,
    lng: row.p.lng,
    notifyOrder: row.p.notifyOrder,
    notifyNews: row.p.notifyNews,
    createdAt: row.p.createdAt.toISOString(),
  };
};

const toCar = (c: typeof clientCars.$inferSelect): ClientCar => ({
  id: c.id,
  vin: c.vin,
  carNo: c.carNo,
  nickname: c.nickname,
  maker: c.maker,
  modelYear: c.modelYear,
  createdAt: c.createdAt.toISOString(),
});

export const listCars = async (db: DbOrTx, accountId: number): Promise<ClientCar[]> =>
  (
    await db
      .select()
      .from(clientCars)
      .where(and(eq(clientCars.accountId, accountId), isNull(clientCars.removedAt)))
      .orderBy(asc(clientCars.id))
  ).map(toCar);

export const ownCar = async (db: DbOrTx, accountId: number, id: number) => {
  const [car] = await db
    .select()
    .from(clientCars)
    .where(and(eq(clientCars.id, id), eq(clientCars.accountId, accountId), isNull(clientCars.removedAt)));
  if (!car) throw new AppError('E2001', CAR_NOT_FOUND);
  return car;
};

/** The newest model year the VIN's 10th character can stand for, not in the future. */
const likelyYear = (vin: string): number | null => {
  const decoded = decodeVin(vin);
  if (!decoded.valid) return null;
  const thisYear = new Date().getFullYear() + 1;
  return decoded.modelYears.filter((y) => y <= thisYear).at(-1) ?? null;
};

export const addCar = async (
  db: Db,
  accountId: number,
  input: ClientCarInput,
  actor: AuditActor,
): Promise<ClientCar> => {
  const [known] = await db.select({ maker: cars.maker }).from(cars).where(eq(cars.vin, input.vin)).limit(1);
  const inserted = await db
    .insert(clientCars)
    .values({
      accountId,
      vin: input.vin,
      carNo: input.carNo ?? null,
      nickname: input.nickname ?? null,
      maker: known?.maker ?? null,
      modelYear: likelyYear(input.vin),
    })
    .onConflictDoNothing()
    .returning();
  const car = inserted[0];
  if (!car) throw fieldError('vin', '차대번호', '이미 등록한 차량입니다.');
  await writeAudit(db, actor, { action: 'client.car.add', entity: 'client_car', entityId: car.id });
  return toCar(car);
};

export const removeCar = async (db: Db, accountId: number, id: number, actor: AuditActor): Promise<void> => {
  await ownCar(db, accountId, id);
  await db.update(clientCars).set({ removedAt: sql`now()` }).where(eq(clientCars.id, id));
  await writeAudit(db, actor, { action: 'client.car.remove', entity: 'client_car', entityId: id });
};

type PartRow = {
  id: number;
  code: string;
  partNo: string;
  name: string;
  carModel: string;
  salePrice: number;
};

/** Parts as a car owner sees them: price and on-hand or to order, never counts or costs. */
const asClientParts = async (
  db: DbOrTx,
  rows: PartRow[],
  fitting: ReadonlySet<string>,
): Promise<ClientPart[]> => {
  const stock = await stockOf(
    db,
    rows.map((r) => r.id),
  );
  const onHand = new Set(
    stock.filter((s) => s.warehouseCode === CLIENT_WAREHOUSE && s.qty > 0).map((s) => s.partId),
  );
  return rows.map((r) => ({
    partCode: r.code,
    partNo: r.partNo,
    name: r.name,
    carModel: r.carModel,
    salePrice: r.salePrice,
    stock: onHand.has(r.id) ? 'available' : 'order',
    fits: fitting.has(r.code),
  }));
};

const partColumns = {
  id: parts.id,
  code: parts.code,
  partNo: parts.partNo,
  name: parts.name,
  carModel: parts.carModel,
  salePrice: parts.salePrice,
};

export const partsByCodes = async (db: DbOrTx, codes: readonly string[]): Promise<ClientPart[]> => {
  if (codes.length === 0) return [];
  const rows = await db
    .select(partColumns)
    .from(parts)
    .where(inArray(parts.code, [...codes]));
  return asClientParts(db, rows, new Set());
};

export const carParts = async (
  db: DbOrTx,
  accountId: number,
  carId: number,
  keyword: string | null | undefined,
): Promise<ClientCarParts> => {
  const car = await ownCar(db, accountId, carId);
  const suggested = await suggestParts(db, { vin: car.vin }, 30);
  const fitting = new Set(suggested.suggestions.map((s) => s.partCode));
  let rows: PartRow[] = [];
  if (keyword) rows = await searchParts(db, keyword);
  else if (fitting.size > 0)
    rows = await db
      .select(partColumns)
      .from(parts)
      .where(inArray(parts.code, [...fitting]));
  const found = await asClientParts(db, rows, fitting);
  // Fitting parts first: the owner's car is what the page is about.
  found.sort((a, b) => Number(b.fits) - Number(a.fits));
  return { car: toCar(car), parts: found };
};

const searchParts = (db: DbOrTx, keyword: string) => {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(partColumns)
    .from(parts)
    .where(
      and(
        eq(parts.active, true),
        eq(parts.isSet, false),
        sql`(${parts.name} ilike ${pattern} or ${parts.partNo} ilike ${pattern} or ${parts.carModel} ilike ${pattern})`,
      ),
    )
    .orderBy(asc(parts.name), asc(parts.id))
    .limit(30);
};

export const toRequest = async (
  db: DbOrTx,
  r: typeof clientCarRequests.$inferSelect,
  car: { vin: string; carNo: string | null },
  answeredByName: string | null,
): Promise<ClientRequest> => ({
  id: r.id,
  carId: r.carId,
  vin: car.vin,
  carNo: car.carNo,
  request: r.request,
  status: r.status as ClientRequest['status'],
  answer: r.answer,
  parts: await partsByCodes(db, r.partCodes),
  answeredByName,
  answeredAt: iso(r.answeredAt),
  createdAt: r.createdAt.toISOString(),
});

export const listRequests = async (db: DbOrTx, accountId: number): Promise<ClientRequest[]> => {
  const rows = await db
    .select({ r: clientCarRequests, vin: clientCars.vin, carNo: clientCars.carNo, by: accounts.name })
    .from(clientCarRequests)
    .innerJoin(clientCars, eq(clientCars.id, clientCarRequests.carId))
    .leftJoin(accounts, eq(accounts.id, clientCarRequests.answeredBy))
    .where(eq(clientCarRequests.accountId, accountId))
    .orderBy(desc(clientCarRequests.id))
    .limit(100);
  return Promise.all(rows.map((row) => toRequest(db, row.r, row, row.by)));
};

export const addRequest = async (
  db: Db,
  accountId: number,
  carId: number,
  request: string,
  actor: AuditActor,
): Promise<ClientRequest> => {
  const car = await ownCar(db, accountId, carId);
  const [row] = await db.insert(clientCarRequests).values({ accountId, carId, request }).returning();
  await writeAudit(db, actor, {
    action: 'client.request.add',
    entity: 'client_car_request',
    entityId: row!.id,
  });
  return toRequest(db, row!, car, null);
};

export const loadBasket = async (db: DbOrTx, accountId: number): Promise<ClientBasket> => {
  const rows = await db
    .select({ ...partColumns, qty: clientBasketItems.qty, carId: clientBasketItems.carId })
    .from(clientBasketItems)
    .innerJoin(parts, eq(parts.id, clientBasketItems.partId))
    .where(eq(clientBasketItems.accountId, accountId))
    .orderBy(asc(clientBasketItems.id));
  const shown = await asClientParts(db, rows, new Set());
  const lines = shown.map((p, i) => ({
    ...p,
    qty: rows[i]!.qty,
    carId: rows[i]!.carId,
    amount: p.salePrice * rows[i]!.qty,
  }));
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
};

export const setBasket = async (db: Db, accountId: number, input: BasketSet): Promise<ClientBasket> => {
  const [part] = await db
    .select({ id: parts.id, active: parts.active, isSet: parts.isSet })
    .from(parts)
    .where(eq(parts.code, input.partCode));
  if (!part?.active || part.isSet) throw fieldError('partCode', '품목', '주문할 수 없는 품목입니다.');
  if (input.carId) await ownCar(db, accountId, input.carId);
  if (input.qty === 0) {
    await db
      .delete(clientBasketItems)
      .where(and(eq(clientBasketItems.accountId, accountId), eq(clientBasketItems.partId, part.id)));
  } else {
    await db
      .insert(clientBasketItems)
      .values({ accountId, partId: part.id, qty: input.qty, carId: input.carId ?? null })
      .onConflictDoUpdate({
        target: [clientBasketItems.accountId, clientBasketItems.partId],
        set: { qty: input.qty, carId: input.carId ?? null, updatedAt: sql`now()` },
      });
  }
  return loadBasket(db, accountId);
};

/**
 * The basket becomes a draft sales order of the client's shop at the parts' sale prices (module
 * sales-order; staff fix it), the client's order row and an empty basket, in one transaction.
 */
export const placeOrder = async (
  db: Db,
  accountId: number,
  input: ClientOrderInput,
  actor: AuditActor,
): Promise<ClientOrderDetail> => {
  const profile = await loadProfile(db, accountId);
  const car = await ownCar(db, accountId, input.carId);
  const basket = await loadBasket(db, accountId);
  if (basket.lines.length === 0) throw fieldError('carId', '장바구니', '담긴 부품이 없습니다.');
  const code = await db.transaction(async (tx) => {
    const order = await createOrder(
      withinTransaction(tx),
      {
        customerCode: profile.shop.code,
        vin: car.vin,
        carNumber: car.carNo ?? undefined,
        warehouseCode: CLIENT_WAREHOUSE,
        memo: `QR 고객 ${profile.name}(${profile.loginId})${input.memo ? `: ${input.memo}` : ''}`,
        lines: basket.lines.map((l) => ({ partCode: l.partCode, qty: l.qty, unitPrice: l.salePrice })),
      },
      actor,
    );
    const [sale] = await tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(eq(salesOrders.code, order.code));
    const [row] = await tx
      .insert(clientOrders)
      .values({ accountId, orderId: sale!.id, carId: car.id, memo: input.memo ?? null })
      .returning({ code: clientOrders.code });
    await tx.delete(clientBasketItems).where(eq(clientBasketItems.accountId, accountId));
    return row!.code;
  });
  return (await clientOrderDetail(db, code, sql`co.account_id = ${accountId}`))!;
};

export const ownOrders = (
  db: DbOrTx,
  accountId: number,
  status: string | undefined,
  page: number,
  size: number,
) =>
  pagedClientOrders(
    db,
    status ? sql`co.account_id = ${accountId} and o.status = ${status}` : sql`co.account_id = ${accountId}`,
    page,
    size,
  );

export const loadHome = async (db: DbOrTx, accountId: number): Promise<ClientHome> => {
  const [profile, cars, basket, recent] = await Promise.all([
    loadProfile(db, accountId),
    listCars(db, accountId),
    loadBasket(db, accountId),
    ownOrders(db, accountId, undefined, 1, 5),
  ]);
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientCarRequests)
    .where(and(eq(clientCarRequests.accountId, accountId), eq(clientCarRequests.status, 'open')));
  return {
    profile,
    cars,
    basketCount: basket.lines.length,
    openRequests: open?.n ?? 0,
    recentOrders: recent.rows,
  };
};

export const saveSettings = async (
  db: Db,
  accountId: number,
  input: ClientSettings,
  actor: AuditActor,
): Promise<ClientProfile> => {
  await db
    .update(clientProfiles)
    .set({
      address: input.address ?? null,
      notifyOrder: input.notifyOrder,
      notifyNews: input.notifyNews,
      updatedAt: sql`now()`,
    })
    .where(eq(clientProfiles.accountId, accountId));
  await writeAudit(db, actor, { action: 'client.settings', entity: 'account', entityId: accountId });
  return loadProfile(db, accountId);
};
