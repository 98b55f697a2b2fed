import { toYmd } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { saveCar } from '../modules/car/car.service.js';
import { addFitments } from '../modules/car/fitment.service.js';
import { addToBasket, placeAppOrder } from '../modules/customer-portal/customer-basket.service.js';
import { orderRuleOf } from '../modules/customer-portal/portal-customer.js';
import { fixOrder } from '../modules/sales-order/order-fix.service.js';
import { changeReservation } from '../modules/sales-report/order-calls.service.js';
import type { SessionUser } from '../platform/access/access.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';

/** The demo car whose VIN the customer pages find parts by (아반떼 AD). */
export const DEMO_PORTAL_VIN = 'KMHD341CBHU123456';

/**
 * CustomerOrder's demo: the battery and the oil filter fitted to the demo VIN, so a customer
 * typing it finds them first (with "재고 있음" from the opening stock).
 */
export const seedDemoCustomerPortal = async (db: Db, admin: AuditActor): Promise<void> => {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from parts where part_no in ('GB60L', '26300-35505') order by part_no`,
  );
  if (rows.length === 0) return;
  await addFitments(
    db,
    { vin: DEMO_PORTAL_VIN, model: '아반떼 AD', partCodes: rows.map((r) => r.code), note: '데모 장착 정보' },
    admin,
  );
  await seedDemoAppOrder(db, admin, rows[rows.length - 1]!.code);
};

/** The demo customer user 'cust' as the session the portal services take. */
const demoCustUser = async (db: Db): Promise<SessionUser | null> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.loginId, 'cust'));
  if (!row) return null;
  return {
    accountId: row.id,
    loginId: row.loginId,
    name: row.name,
    kind: 'customer',
    role: 'cust',
    customerCode: row.customerCode,
    partnerCode: null,
    portal: 'customer',
    loginTime: new Date(),
  };
};

/**
 * The demo shop's car (registered to C000001) and one app order sent from the portal, fixed by
 * the staff and booked for a week ahead: CustomerCarInfo, CustReservationList, the month totals
 * and the app order statement (O<today>-0005 on a fresh demo, the screens' sample) open on it.
 */
const seedDemoAppOrder = async (db: Db, admin: AuditActor, partCode: string): Promise<void> => {
  const user = await demoCustUser(db);
  if (!user?.customerCode) return;
  await saveCar(
    db,
    {
      vin: DEMO_PORTAL_VIN,
      carNo: '12가3456',
      maker: '현대',
      model: '아반떼 AD',
      modelYear: 2017,
      customerCode: user.customerCode,
    },
    admin,
    'info',
  );
  // The rank's order hours hold for the demo too: outside them the demo has no app order.
  if (!(await orderRuleOf(db, user.customerCode)).allowed) return;
  const actor: AuditActor = { accountId: user.accountId, loginId: user.loginId };
  await addToBasket(db, user, { partCode, qty: 2, vin: DEMO_PORTAL_VIN });
  const [method] = await queryRows<{ code: string }>(
    db,
    sql`select code from delivery_methods where active order by is_default desc, code limit 1`,
  );
  if (!method) return;
  const sent = await placeAppOrder(
    db,
    user,
    { deliveryMethodCode: method.code, vin: DEMO_PORTAL_VIN, memo: '오전 중 부탁드립니다' },
    actor,
  );
  await fixOrder(db, sent.code, admin);
  await changeReservation(
    db,
    sent.code,
    { reservationDate: toYmd(new Date(Date.now() + 7 * 86_400_000)), reservationTime: '1000', reason: null },
    admin,
  );
};
