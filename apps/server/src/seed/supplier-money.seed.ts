import { toYmd } from '@erp/domain';
import { acceptBill, billableLines, createBill } from '../modules/supplier-money/supplier-bill.service.js';
import { recordSupplierPayment } from '../modules/supplier-money/supplier-payment.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * The supplier-money screens' demo rows, through the services (so the payable moves as in real
 * use): the battery supplier's bill for R00000001 with one price difference, acknowledged and
 * accepted (a +2 200 adjustment), and a part payment. The payment is the day's first W code.
 */
export const seedDemoSupplierMoney = async (db: Db, actor: AuditActor): Promise<void> => {
  const lines = (await billableLines(db, 'S000001')).filter((l) => l.purchaseCode === 'R00000001');
  if (lines.length === 0) return;
  const bill = await createBill(
    db,
    {
      supplierCode: 'S000001',
      billDate: toYmd(new Date()),
      kind: 'tax',
      supplierBillNo: 'SB-2611-0042',
      memo: '11월 배터리 세금계산서',
      // The supplier bills the 60 Ah battery at 1 000 won more than the purchase price.
      lines: lines.map((l) => ({
        purchaseLineId: l.purchaseLineId,
        qty: l.openQty,
        unitPrice: l.partCode === 'P0000002' ? l.unitPrice + 1_000 : l.unitPrice,
      })),
    },
    actor,
  );
  await acceptBill(
    db,
    bill.code,
    {
      version: bill.version,
      acknowledgements: bill.differences.map((d) => ({
        lineNo: d.lineNo,
        kind: d.kind,
        reason: '매입처 단가 인상 통보 (11월부터)',
      })),
    },
    actor,
  );
  await recordSupplierPayment(
    db,
    { supplierCode: 'S000001', method: 'transfer', amount: 300_000, memo: '11월분 일부 지급' },
    actor,
  );
};
