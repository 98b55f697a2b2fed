import type { BarcodeSymbology, PartBarcode } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { partRowByCode } from './part.service.js';
import { partBarcodes } from './part-barcode.table.js';

// A part's maker barcodes belong to the part catalogue. Registering one checks that no unit
// barcode carries the value either: the barcode module does that (findBarcodeOwner), and the
// part registration reaches it through ctx.ports.barcodeOwner.

export const toPartBarcode = (row: typeof partBarcodes.$inferSelect, partCode: string): PartBarcode => ({
  id: row.id,
  partCode,
  value: row.value,
  symbology: row.symbology as BarcodeSymbology,
  memo: row.memo,
  createdAt: row.createdAt.toISOString(),
});

export const listPartBarcodes = async (db: DbOrTx, partCode: string): Promise<PartBarcode[]> => {
  const part = await partRowByCode(db, partCode);
  const rows = await db
    .select()
    .from(partBarcodes)
    .where(eq(partBarcodes.partId, part.id))
    .orderBy(partBarcodes.id);
  return rows.map((r) => toPartBarcode(r, part.code));
};
