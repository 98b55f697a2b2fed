import { toYmd } from '@erp/domain';
import {
  modifyReturn,
  requestReturn,
  saveReturn,
  stepReturn,
} from '../modules/purchase-return/purchase-return.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';

/**
 * One demo return to a supplier per status, through the return service (stock and payable posted
 * as in real use), against the fixed demo purchase R00000001 (4 × GB90L, 2 × GB60L from S000001):
 * T00000001 requested, T00000002 checked, T00000003 approved (id 3, pickup planned), T00000004
 * saved, T00000005 rejected, T00000006 cancelled. The screens' samples name these.
 * The four-eyes rule needs three people: the admin requests, the staff checks, the purchaser approves.
 */
export const seedDemoPurchaseReturns = async (db: Db, admin: AuditActor): Promise<void> => {
  const people = await db.select({ id: accounts.id, loginId: accounts.loginId }).from(accounts);
  const actor = (loginId: string): AuditActor => ({
    accountId: people.find((p) => p.loginId === loginId)?.id ?? null,
    loginId,
  });
  const checker = actor('staff');
  const approver = actor('purchase');
  const request = (qty: number, reason: 'defect' | 'misdelivery' | 'overstock' | 'other', memo: string) =>
    requestReturn(
      db,
      {
        supplierCode: 'S000001',
        warehouseCode: 'MAIN',
        reason: memo,
        memo: null,
        lines: [{ partCode: 'P0000003', qty, reason, purchaseCode: 'R00000001' }],
      },
      admin,
    );
  const requested = await request(1, 'defect', '충전 불량');
  // A modify keeps the demo's version history honest (the modify screen opens on it).
  await modifyReturn(
    db,
    requested.code,
    {
      supplierCode: 'S000001',
      warehouseCode: 'MAIN',
      reason: '충전 불량',
      memo: '기사 확인 필요',
      lines: [{ partCode: 'P0000003', qty: 1, reason: 'defect', purchaseCode: 'R00000001' }],
    },
    requested.version,
    admin,
  );
  const second = await request(1, 'misdelivery', '규격 오배송');
  await stepReturn(db, second.code, 'check', second.version, checker);
  const third = await requestReturn(
    db,
    {
      supplierCode: 'S000001',
      warehouseCode: 'MAIN',
      reason: '과입고',
      // Three days on: the pickup schedule lists it.
      plannedPickupDate: toYmd(new Date(Date.now() + 3 * 86_400_000)),
      memo: null,
      lines: [{ partCode: 'P0000002', qty: 1, reason: 'overstock', purchaseCode: 'R00000001' }],
    },
    admin,
  );
  const checked3 = await stepReturn(db, third.code, 'check', third.version, checker);
  await stepReturn(db, third.code, 'lastCheck', checked3.version, approver);
  const fourth = await request(1, 'defect', '단자 파손');
  const checked4 = await stepReturn(db, fourth.code, 'check', fourth.version, checker);
  const approved4 = await stepReturn(db, fourth.code, 'lastCheck', checked4.version, approver);
  await saveReturn(db, fourth.code, approved4.version, admin);
  const fifth = await request(1, 'other', '단순 변심');
  await stepReturn(db, fifth.code, 'reject', fifth.version, checker, '반품 사유가 아닙니다.');
  const sixth = await request(1, 'other', '중복 요청');
  await stepReturn(db, sixth.code, 'cancel', sixth.version, admin, '중복 요청');
};
