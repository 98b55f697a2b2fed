import { saveMethod } from '../modules/delivery/delivery-master.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * The courier method of 경동택배, the company of the demo courier account (partner KYUNGDONG):
 * deliveries handed over at the desk by this method, with a waybill, are the ones it sees.
 */
export const seedDemoCourierPortal = async (db: Db, admin: AuditActor): Promise<void> => {
  await saveMethod(
    db,
    {
      code: 'KD',
      name: '경동택배',
      kind: 'courier',
      courierName: '경동택배',
      fee: 5000,
      isDefault: false,
      active: true,
      memo: null,
    },
    admin,
  );
};
