import { toYmd } from '@erp/domain';
import { createPurchase, fixPurchase } from '../modules/purchase/purchase.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * One more fixed purchase of the GB90L battery (P0000003), from the parts dealer (S000003) a week
 * ago at a lower price than the battery supplier's, so PurchasePriceComparison, the registers and
 * PurchaseStatus open on two suppliers of real demo data.
 */
export const seedPurchaseAnalysisDemo = async (db: Db, actor: AuditActor): Promise<void> => {
  const weekAgo = toYmd(new Date(Date.now() - 7 * 86_400_000));
  const purchase = await createPurchase(
    db,
    {
      supplierCode: 'S000003',
      warehouseCode: 'MAIN',
      purchaseDate: weekAgo,
      memo: '배터리 단가 비교용 입고',
      lines: [{ partCode: 'P0000003', qty: 2, unitPrice: 96_500 }],
    },
    actor,
  );
  await fixPurchase(db, purchase.code, purchase.version, actor);
};
