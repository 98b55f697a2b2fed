import { reduceScannedBarcode } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from './barcode.service.js';
import { unitBarcodeEvents, unitBarcodes } from './barcode.table.js';

// What every scan-in of goods coming back (a cancel's return, a return) asks of the barcode
// ledger: which part a scan names, and which orders a unit left the shop with. One place, so the
// cancel and the return examinations refuse the same scans with the same words.

/** The part a scanned code names (a part, box or unit barcode); refused when nothing is known of it. */
export const scannedReturnPart = async (
  db: DbOrTx,
  rawValue: string,
): Promise<{ scannedValue: string; partCode: string; unit: string | null }> => {
  const scannedValue = reduceScannedBarcode(rawValue);
  if (!scannedValue) throw new AppError('E0422', '바코드: 읽은 값이 없습니다.');
  const scan = await scanBarcode(db, scannedValue);
  if (scan.kind === 'none' || !scan.partCode)
    throw new AppError('E0422', `바코드: 등록되지 않은 바코드입니다 (${scannedValue}).`);
  return { scannedValue, partCode: scan.partCode, unit: scan.kind === 'unit' ? scan.value : null };
};

/** The sales orders a unit was examined out with, oldest first (empty when it never was). */
export const ordersUnitLeftWith = async (db: DbOrTx, unitValue: string): Promise<string[]> => {
  const rows = await db
    .select({ docCode: unitBarcodeEvents.docCode })
    .from(unitBarcodeEvents)
    .innerJoin(unitBarcodes, eq(unitBarcodes.id, unitBarcodeEvents.unitBarcodeId))
    .where(
      and(
        eq(unitBarcodes.value, unitValue),
        eq(unitBarcodeEvents.event, 'examined'),
        eq(unitBarcodeEvents.docKind, 'sales_order'),
      ),
    )
    .orderBy(unitBarcodeEvents.id);
  return rows.map((r) => r.docCode).filter((c): c is string => Boolean(c));
};
