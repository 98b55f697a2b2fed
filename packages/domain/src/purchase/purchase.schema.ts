import { z } from 'zod';
import { documentLinesField, pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { docRefFields, partRefFields, supplierRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, qtyField, versionField, wonField } from '../part/part-fields.js';
import { PURCHASE_STATUSES } from './purchase.status.js';
import {
  codeListField,
  dayListField,
  supplierStatusListFields,
  wireDayField,
} from './supplier-document-fields.js';

const purchaseDateField = wireDayField('매입일');

export const purchaseLineInputSchema = z.object({
  partCode: pickedCodeField('품목', '품목을 고르세요.'),
  qty: qtyField('수량', 99_999),
  // As the part's own purchase price allows (wonField: up to 100억 원).
  unitPrice: wonField('단가'),
  supplierPartNo: optionalText('매입처 품번', 40),
});
export type PurchaseLineInput = z.infer<typeof purchaseLineInputSchema>;

/** PurchaseRegistration: a purchase (매입 입고) from one supplier into one warehouse. */
export const purchaseInputSchema = z.object({
  supplierCode: pickedCodeField('매입처', '매입처를 고르세요.'),
  warehouseCode: labeled(pickedCodeField('창고', '창고를 고르세요.').default('MAIN'), '창고'),
  /** Left out: today in Korea. */
  purchaseDate: purchaseDateField.optional(),
  memo: optionalText('비고', 1000),
  lines: documentLinesField(purchaseLineInputSchema, '매입 품목'),
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

export const purchaseModifySchema = purchaseInputSchema.extend({ version: versionField() });
export type PurchaseModify = z.infer<typeof purchaseModifySchema>;

/** Fix and fix change act on the version the clerk saw, like an update. */
export const purchaseVersionSchema = z.object({ version: versionField() });

export const purchaseLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  supplierPartNo: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatIncluded: z.boolean(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const purchaseSummarySchema = z.object({
  code: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  statusLabel: z.string(),
  ...supplierRefFields,
  warehouseCode: z.string(),
  /** What the screens show: the warehouse's name, not its code (MAIN). */
  warehouseName: z.string(),
  purchaseDate: z.string(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  memo: z.string().nullable(),
  version: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  fixedByName: z.string().nullable(),
  fixedAt: z.string().nullable(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const purchaseViewSchema = purchaseSummarySchema.extend({ lines: z.array(purchaseLineSchema) });
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

export const PURCHASE_LIST_SPEC = {
  fields: {
    code: codeListField('매입 번호'),
    purchaseDate: dayListField('매입일'),
    ...supplierStatusListFields,
    warehouseCode: { kind: 'text', label: '창고', operators: ['eq'] },
    total: rangeField('number', '합계'),
  },
  defaultSort: { field: 'purchaseDate', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const purchaseListPageSchema = listPageSchema(purchaseSummarySchema);

/** One purchased part with the unit barcodes issued for it (the purchase label screens). */
export const purchaseUnitLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  qty: z.number().int(),
  /** Units issued for this purchase and part, voided ones aside. */
  issued: z.number().int(),
  /** Of those, how many are in stock (purchase_in recorded). */
  inStock: z.number().int(),
});
export type PurchaseUnitLine = z.infer<typeof purchaseUnitLineSchema>;

export const purchaseUnitLinesSchema = purchaseSummarySchema
  .pick({
    code: true,
    status: true,
    statusLabel: true,
    supplierCode: true,
    supplierName: true,
    warehouseCode: true,
    purchaseDate: true,
  })
  .extend({
    lines: z.array(purchaseUnitLineSchema),
  });
export type PurchaseUnitLines = z.infer<typeof purchaseUnitLinesSchema>;

/** The payable of one supplier (the cached balance, equal to the sum of its ledger). */
export const supplierPayableSchema = z.object({
  ...supplierRefFields,
  balance: z.number().int(),
});
export type SupplierPayable = z.infer<typeof supplierPayableSchema>;

export const supplierLedgerEntrySchema = z.object({
  id: z.number().int(),
  entryDate: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  amount: z.number().int(),
  ...docRefFields,
  memo: z.string().nullable(),
  at: z.string(),
});
export type SupplierLedgerEntry = z.infer<typeof supplierLedgerEntrySchema>;
