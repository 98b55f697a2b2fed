import { saveDriver, saveMethod } from '../modules/delivery/delivery-master.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * The delivery methods (OWN, the default own-driver method, is the screens' sample) and the demo
 * driver 박기사 (login `driver` on /Company/MobileLogin) with a 1-ton truck leaving the head office.
 * The demo orders' deliveries are made when a delivery screen first reads the fixed orders.
 */
export const seedDemoDeliveries = async (db: Db, admin: AuditActor): Promise<void> => {
  const methods = [
    { code: 'OWN', name: '자사 배송', kind: 'driver', fee: 0, isDefault: true },
    {
      code: 'CJ',
      name: 'CJ대한통운 택배',
      kind: 'courier',
      courierName: 'CJ대한통운',
      fee: 4000,
      isDefault: false,
    },
    { code: 'COUNTER', name: '방문 수령', kind: 'counter', fee: 0, isDefault: false },
    { code: 'QUICK', name: '퀵서비스', kind: 'quick', fee: 15000, isDefault: false },
  ] as const;
  for (const m of methods) await saveMethod(db, { courierName: null, active: true, memo: null, ...m }, admin);
  await saveDriver(db, {
    loginId: 'driver',
    phone: '010-2345-6789',
    vehicleNo: '12가3456',
    vehicleKind: '1톤 트럭',
    capacity: 200,
    shiftStart: '0900',
    shiftEnd: '1800',
    startLat: 37.5172,
    startLng: 126.9037,
    active: true,
    memo: null,
  });
};
