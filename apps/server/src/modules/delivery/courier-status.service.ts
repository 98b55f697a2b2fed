import { type CourierStatus, DELIVERY_STATUSES, type DeliveryStatus } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { deliveries } from './delivery.table.js';
import { loadMethod } from './delivery-master.service.js';
import { syncDeliveries } from './delivery-sync.service.js';

// One courier company's parcels by state: the deliveries of one courier method, counted per
// status (deliveries_method_status_idx); a courier hand-over always carries its waybill number.

export const courierStatus = async (db: DbOrTx, code: string): Promise<CourierStatus> => {
  const method = await loadMethod(db, code.toUpperCase());
  if (method.kind !== 'courier')
    throw new AppError('E2001', `${method.code}은(는) 택배 배송 방법이 아닙니다 (${method.kindLabel}).`);
  await syncDeliveries(db);
  const rows = await db
    .select({ status: deliveries.status, n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(eq(deliveries.methodCode, method.code))
    .groupBy(deliveries.status);
  return {
    method,
    counts: DELIVERY_STATUSES.map((status: DeliveryStatus) => ({
      status,
      count: Number(rows.find((r) => r.status === status)?.n ?? 0),
    })),
  };
};
