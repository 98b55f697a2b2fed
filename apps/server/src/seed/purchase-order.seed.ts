import { type PurchaseOrderInput, toYmd } from '@erp/domain';
import { inArray } from 'drizzle-orm';
import { createPurchaseOrder, stepPurchaseOrder } from '../modules/purchase-order/purchase-order.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';

const dayFromToday = (days: number): string => toYmd(new Date(Date.now() + days * 86_400_000));

/**
 * Three demo purchase orders through the order service, each further along the four-eyes path,
 * so every order screen opens on a real row: B00000001 saved (sent; one line already past its
 * expected day, so the late supplies and the schedule show it), B00000002 checked (admin may give
 * the last approval), B00000003 requested by staff (admin or staff2 may check it, staff modify it).
 */
export const seedDemoPurchaseOrders = async (db: Db, admin: AuditActor): Promise<void> => {
  const found = await db
    .select({ id: accounts.id, loginId: accounts.loginId })
    .from(accounts)
    .where(inArray(accounts.loginId, ['staff', 'staff2', 'purchase']));
  const as = (loginId: string): AuditActor => ({
    accountId: found.find((a) => a.loginId === loginId)?.id ?? null,
    loginId,
  });
  const staff = as('staff');
  const request = (input: PurchaseOrderInput) => createPurchaseOrder(db, input, staff);

  let saved = await request({
    supplierCode: 'S000001',
    warehouseCode: 'MAIN',
    expectedDate: dayFromToday(3),
    memo: '월간 배터리 발주',
    lines: [
      { partCode: 'P0000001', qty: 10, unitPrice: 86_000, expectedDate: dayFromToday(-2) },
      { partCode: 'P0000002', qty: 6, unitPrice: 66_000 },
      { partCode: 'P0000004', qty: 4, unitPrice: 88_000 },
    ],
  });
  saved = await stepPurchaseOrder(db, saved.code, 'check', saved, as('staff2'));
  saved = await stepPurchaseOrder(db, saved.code, 'lastCheck', saved, as('purchase'));
  await stepPurchaseOrder(db, saved.code, 'save', saved, admin);

  const checked = await request({
    supplierCode: 'S000003',
    warehouseCode: 'MAIN',
    expectedDate: dayFromToday(5),
    memo: '오일 필터 보충',
    lines: [{ partCode: 'P0000008', qty: 30, unitPrice: 4_200 }],
  });
  await stepPurchaseOrder(db, checked.code, 'check', checked, as('staff2'));

  await request({
    supplierCode: 'S000001',
    warehouseCode: 'MAIN',
    expectedDate: dayFromToday(7),
    memo: '적정 재고 보충 요청',
    lines: [{ partCode: 'P0000003', qty: 5, unitPrice: 99_000 }],
  });
};
