import { createUnitBarcodes, postUnitBarcodeEvent } from '../modules/barcode/unit-barcode.service.js';
import { registerConsignment } from '../modules/consignment/consignment.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * Goods on consignment at the demo customer C000001 (location CS-C000001), through the
 * consignment service as in real use: G<today>-0001 places 3 × P0000001 and 2 × P0000004 from
 * MAIN (posted), -0002 is a draft placement (the modify screen opens on it), -0003 the shop's
 * use of one P0000001 (an order fixed from the location). The screens' samples name these.
 */
export const seedDemoConsignments = async (db: Db, admin: AuditActor): Promise<void> => {
  await registerConsignment(
    db,
    {
      type: 'place',
      customerCode: 'C000001',
      warehouseCode: 'MAIN',
      memo: '매장 진열용',
      post: true,
      lines: [
        { partCode: 'P0000001', qty: 3 },
        { partCode: 'P0000004', qty: 2 },
      ],
    },
    admin,
  );
  await registerConsignment(
    db,
    {
      type: 'place',
      customerCode: 'C000001',
      warehouseCode: 'MAIN',
      memo: '추가 위탁 예정',
      post: false,
      lines: [{ partCode: 'P0000002', qty: 1 }],
    },
    admin,
  );
  await registerConsignment(
    db,
    {
      type: 'use',
      customerCode: 'C000001',
      memo: null,
      post: true,
      lines: [{ partCode: 'P0000001', qty: 1 }],
    },
    admin,
  );
};

/**
 * A few battery units of P0000001 (배터리 GB80L) in stock at MAIN with different manufacture
 * dates, so MonthlyBatteryInfoList, the phone page and the examination's FEFO candidates open on
 * data: issued through the barcode service (manual units), then stocked in.
 */
export const seedDemoBatteryUnits = async (db: Db, admin: AuditActor): Promise<void> => {
  const noRoom = async () => null;
  const ports = { orderUnitRoom: noRoom, purchaseUnitRoom: noRoom } as unknown as Parameters<
    typeof createUnitBarcodes
  >[1];
  for (const [partCode, made] of [
    ['P0000001', '20250315'],
    ['P0000001', '20260210'],
    ['P0000001', '20260905'],
    ['P0000004', '20251120'],
  ] as const) {
    const [unit] = await createUnitBarcodes(
      db,
      ports,
      { partCode, qty: 1, docKind: 'manual', warehouseCode: 'MAIN', manufacturedOn: made },
      admin,
    );
    await postUnitBarcodeEvent(db, { value: unit!.value, event: 'stock_in', warehouseCode: 'MAIN' }, admin);
  }
};
