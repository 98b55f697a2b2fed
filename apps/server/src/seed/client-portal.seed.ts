import { and, asc, eq } from 'drizzle-orm';
import { addCar, addRequest, placeOrder, setBasket } from '../modules/client-portal/client-portal.service.js';
import { clientProfiles } from '../modules/client-portal/client-portal.table.js';
import { parts } from '../modules/part/part.table.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';

/**
 * The demo QR customer `client` of 한빛카센터 (C000001) with a car (1), an open parts request
 * and an order Q000001 through the real services, so the screens' samples open on data.
 */
export const seedDemoClients = async (db: Db): Promise<void> => {
  const [client] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginId, 'client'));
  if (!client) return;
  const actor = { accountId: client.id, loginId: 'client', ip: null };
  await db.insert(clientProfiles).values({
    accountId: client.id,
    shopCode: 'C000001',
    phone: '010-9000-0001',
    address: '서울 영등포구 경인로 700',
    lat: 37.5172,
    lng: 126.8906,
  });
  const car = await addCar(
    db,
    client.id,
    { vin: 'KMHD341CBHU123456', carNo: '12가3456', nickname: '아반떼' },
    actor,
  );
  await addRequest(db, client.id, car.id, '앞 브레이크 패드 교환이 필요합니다.', actor);
  const [part] = await db
    .select({ code: parts.code })
    .from(parts)
    .where(and(eq(parts.active, true), eq(parts.isSet, false)))
    .orderBy(asc(parts.id))
    .limit(1);
  if (!part) return;
  await setBasket(db, client.id, { partCode: part.code, qty: 1, carId: car.id });
  await placeOrder(db, client.id, { carId: car.id, memo: '데모 주문' }, actor);
};
