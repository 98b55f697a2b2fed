import { sql } from 'drizzle-orm';
import { addFitments } from '../modules/car/fitment.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
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
};
