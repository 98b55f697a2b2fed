import { toYmd } from '@erp/domain';
import { createPurchase, fixPurchase } from '../modules/purchase/purchase.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * Two demo purchases through the purchase service (so stock, the supplier payable and the audit
 * are posted as in real use): R00000001 from the battery supplier, fixed, and R00000002 of oil
 * filters from the parts dealer, still a draft. The purchase screens and the unit label routes
 * have a real document to show on a fresh start.
 */
export const seedDemoPurchases = async (db: Db, actor: AuditActor): Promise<void> => {
  const today = toYmd(new Date());
  const batteries = await createPurchase(
    db,
    {
      supplierCode: 'S000001',
      warehouseCode: 'MAIN',
      purchaseDate: today,
      memo: '정기 배터리 입고',
      lines: [
        // GB90L and GB60L: parts whose exact stock no other demo screen test counts on.
        { partCode: 'P0000003', qty: 4, unitPrice: 99_000 },
        { partCode: 'P0000002', qty: 2, unitPrice: 66_000 },
      ],
    },
    actor,
  );
  await fixPurchase(db, batteries.code, batteries.version, actor);
  await createPurchase(
    db,
    {
      supplierCode: 'S000003',
      warehouseCode: 'MAIN',
      purchaseDate: today,
      memo: '입고 대기',
      lines: [{ partCode: 'P0000008', qty: 10, unitPrice: 4_200 }],
    },
    actor,
  );
};
