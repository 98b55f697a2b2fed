import { z } from 'zod';
import { scanValueField } from '../barcode/barcode.schema.js';
import { labeled } from '../common/field-label.js';
import { listPageSchema } from '../list/list-query.js';
import { supplierPartInputSchema } from '../supplier/supplier.schema.js';
import { partInputSchema, partListRowSchema } from './part.schema.js';

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
