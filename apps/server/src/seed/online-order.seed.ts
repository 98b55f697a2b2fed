import { registerOnlineOrder, requestOnlineRecall } from '../modules/online-order/online-order.service.js';
import { fixOrder } from '../modules/sales-order/order-fix.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * A demo online order through the online order service as in real use: C000001's Coupang order
 * CP-DEMO-0001 (the seed day's ninth order, O<today>-0009, after the eight orders the earlier
 * seeds make), fixed, with a recall of one unit of its first line. The online screens' samples
 * name it.
 */
export const seedDemoOnlineOrders = async (db: Db, admin: AuditActor): Promise<void> => {
  const order = await registerOnlineOrder(
    db,
    {
      customerCode: 'C000001',
      warehouseCode: 'MAIN',
      channel: 'coupang',
      channelOrderNo: 'CP-DEMO-0001',
      buyerName: '김쿠팡',
      memo: '부재 시 경비실 (데모)',
      lines: [
        { partCode: 'P0000008', qty: 2, unitPrice: 6_500 },
        { partCode: 'P0000010', qty: 1, unitPrice: 14_000 },
      ],
    },
    admin,
  );
  await fixOrder(db, order.code, admin);
  await requestOnlineRecall(db, order.code, 1, { qty: 1, reason: '구매자 단순 변심 (데모)' }, admin);
};
