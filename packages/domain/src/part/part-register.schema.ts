import { z } from 'zod';
import { scanValueField } from '../barcode/barcode.schema.js';
import { labeled } from '../common/field-label.js';
import { listPageSchema } from '../list/list-query.js';
import { supplierPartInputSchema } from '../supplier/supplier.schema.js';
import { partInputSchema, partListRowSchema } from './part.schema.js';
import { countField, optionalText, wonField } from './part-fields.js';

// PartRegistration registers a part with its maker barcodes and supplier links in one
// transaction, so a refused barcode never leaves a part behind without it (no partial write).

/** One supplier of a new part: its own part number and price for it. */
export const partRegisterSupplierSchema = supplierPartInputSchema.omit({
  partCode: true,
  priceChangeReason: true,
});
export type PartRegisterSupplier = z.infer<typeof partRegisterSupplierSchema>;

export const partRegisterSchema = partInputSchema.extend({
  barcodes: labeled(
    z.array(scanValueField('바코드')).max(20, '바코드는 20개까지 등록할 수 있습니다.').default([]),
    '바코드',
  ),
  suppliers: labeled(
    z.array(partRegisterSupplierSchema).max(20, '매입처는 20곳까지 등록할 수 있습니다.').default([]),
    '매입처',
  ),
});
export type PartRegisterInput = z.infer<typeof partRegisterSchema>;

/**
 * A PartList row with its stock: on-hand quantity per warehouse code (warehouses without a
 * balance row are absent, meaning 0) and their sum.
 */
export const partStockRowSchema = partListRowSchema.extend({
  stock: z.record(z.string(), z.number().int()),
  stockTotal: z.number().int(),
});
export type PartStockRow = z.infer<typeof partStockRowSchema>;
export const partStockPageSchema = listPageSchema(partStockRowSchema);

/**
 * PartExcelInsert: changes to parts that exist, one row a part (by code, or by a part number
 * only one part carries). A blank cell leaves that field as it is; a price change goes into the
 * price history with the row's reason, never over the old price.
 */
export const partUpdateImportSchema = z
  .object({
    partCode: optionalText('품목 코드', 20),
    partNo: optionalText('품번', 40),
    name: optionalText('품명', 100),
    norm: optionalText('규격', 100),
    salePrice: wonField('판매가').optional(),
    purchasePrice: wonField('매입가').optional(),
    properStock: countField('적정 재고').optional(),
    active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).optional(), '사용 여부'),
    reason: optionalText('가격 변경 사유', 200),
  })
  .refine((row) => Boolean(row.partCode || row.partNo), {
    message: '품목 코드나 품번 중 하나는 있어야 합니다.',
    path: ['partCode'],
  });
export type PartUpdateImportRow = z.infer<typeof partUpdateImportSchema>;
