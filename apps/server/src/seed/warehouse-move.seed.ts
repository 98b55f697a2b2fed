import { requestMove, shipMove } from '../modules/warehouse-move/warehouse-move.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * Two demo warehouse moves from 본사 (MAIN) to 부산 (BUSAN), through the move service (stock posted
 * as in real use): H{day}-0001 shipped and in transit (TR-BUSAN holds it), H{day}-0002 requested.
 * The screens' samples name these.
 */
export const seedDemoWarehouseMoves = async (db: Db, admin: AuditActor): Promise<void> => {
  const route = { fromWarehouseCode: 'MAIN', toWarehouseCode: 'BUSAN' };
  const shipped = await requestMove(
    db,
    {
      ...route,
      memo: '부산 창고 배터리 보충',
      lines: [
        { partCode: 'P0000001', qty: 3 },
        { partCode: 'P0000002', qty: 2 },
      ],
    },
    admin,
  );
  await shipMove(db, shipped.code, shipped.version, admin);
  await requestMove(db, { ...route, memo: null, lines: [{ partCode: 'P0000003', qty: 1 }] }, admin);
};
