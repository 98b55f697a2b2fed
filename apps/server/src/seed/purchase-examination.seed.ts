import { inArray } from 'drizzle-orm';
import { parts } from '../modules/part/part.table.js';
import { createPurchase } from '../modules/purchase/purchase.service.js';
import { scanArrival } from '../modules/purchase-examination/purchase-examination.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';
import { demoEan13 } from './part.seed.js';

/**
 * One arrival half examined, through the services (as a scan station would): R00000003, three
 * GB80L batteries (maker barcode, date code typed) and four air filters (no barcode: part number
 * typed), two batteries and three filters scanned. The examination screens open on it.
 */
export const seedDemoArrivalExamination = async (db: Db, actor: AuditActor): Promise<void> => {
  const found = await db
    .select({ code: parts.code, partNo: parts.partNo })
    .from(parts)
    .where(inArray(parts.partNo, ['GB80L', '28113-L1000']));
  const codeOf = (partNo: string) => found.find((p) => p.partNo === partNo)?.code;
  const battery = codeOf('GB80L');
  const filter = codeOf('28113-L1000');
  if (!battery || !filter) return;
  const arrival = await createPurchase(
    db,
    {
      supplierCode: 'S000001',
      warehouseCode: 'MAIN',
      memo: '검수 중인 입고',
      lines: [
        { partCode: battery, qty: 3, unitPrice: 86_000 },
        { partCode: filter, qty: 4, unitPrice: 9_000 },
      ],
    },
    actor,
  );
  for (let i = 0; i < 2; i += 1)
    await scanArrival(db, arrival.code, { barcode: demoEan13(100080), dateCode: '202610' }, actor);
  for (let i = 0; i < 3; i += 1) await scanArrival(db, arrival.code, { barcode: '28113-L1000' }, actor);
};
