import { requestDirect } from '../modules/direct-examination/direct-examination.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * One demo direct shipment waiting for its examination (the day's J…-0001): two batteries from
 * the battery supplier S000001 straight to the demo customer C000001. The direct screens' samples
 * open on it.
 */
export const seedDemoDirectExaminations = async (db: Db, actor: AuditActor): Promise<void> => {
  await requestDirect(
    db,
    {
      supplierCode: 'S000001',
      customerCode: 'C000001',
      warehouseCode: 'MAIN',
      memo: '공장 직송',
      lines: [
        { partCode: 'P0000003', qty: 2, unitPrice: 99_000 },
        { partCode: 'P0000002', qty: 1 },
      ],
    },
    actor,
  );
};
