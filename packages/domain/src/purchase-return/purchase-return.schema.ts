import { z } from 'zod';
import { documentLinesField, pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { partRefFields, supplierRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, qtyField, versionField, wonField } from '../part/part-fields.js';
import { purchaseLineSchema, purchaseSummarySchema } from '../purchase/purchase.schema.js';
import { APPROVAL_STATUSES } from '../purchase/supplier-approval.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { PURCHASE_RETURN_LABELS as L } from './purchase-return.labels.js';
import { RETURN_LINE_REASONS, RETURN_SOURCE_KINDS } from './purchase-return.status.js';

const ymdField = doc.wireDayField;

const optionalCode = (label: string) =>
  labeled(
    z
      .string()
      .trim()
      .max(30, '30자 이하로 입력하세요.')
      .transform((v) => (v === '' ? null : v.toUpperCase()))
      .nullable()
      .optional(),
    label,
  );

export const purchaseReturnLineInputSchema = z.object({
  partCode: pickedCodeField('품목', '품목을 고르세요.'),
  qty: qtyField('수량', 99_999),
  /** Left out: the price of the source purchase line, else the part's newest fixed purchase price from the supplier. */
  unitPrice: wonField('단가').optional(),
  reason: labeled(
    z.enum(RETURN_LINE_REASONS, { message: '불량·오배송·과입고·기타 중에서 고르세요.' }),
    '반품 사유',
  ),
  /** The fixed purchase the goods came with, when returned against one. */
  purchaseCode: optionalCode('매입 번호'),
  /** The purchase line (with purchaseCode); left out: the purchase's line of that part. */
  purchaseLineNo: labeled(z.number().int().min(1).max(300).optional(), '매입 품목 번호'),
  /** Another source kept for trace only (a customer's defective return). */
  sourceKind: labeled(z.enum(RETURN_SOURCE_KINDS).nullable().optional(), '원천 구분'),
  sourceCode: optionalCode('원천 번호'),
});
export type PurchaseReturnLineInput = z.infer<typeof purchaseReturnLineInputSchema>;

/** PurchaseReturnRequest / Register: goods to send back to one supplier from one warehouse. */
export const purchaseReturnInputSchema = z.object({
  supplierCode: pickedCodeField('매입처', '매입처를 고르세요.'),
  warehouseCode: labeled(pickedCodeField('창고', '창고를 고르세요.').default('MAIN'), '창고'),
  reason: optionalText('반품 사유', 200),
  plannedPickupDate: ymdField('회수 예정일').nullable().optional(),
  memo: optionalText('비고', 1000),
  lines: documentLinesField(purchaseReturnLineInputSchema, '반품 품목'),
});
export type PurchaseReturnInput = z.infer<typeof purchaseReturnInputSchema>;

export const purchaseReturnModifySchema = purchaseReturnInputSchema.extend({ version: versionField() });
export type PurchaseReturnModify = z.infer<typeof purchaseReturnModifySchema>;

/** Check, last check, save, cancel: the version the clerk saw (stale → 409). */
export const purchaseReturnVersionSchema = z.object({ version: versionField() });

export const purchaseReturnRejectSchema = z.object({
  version: versionField(),
  note: optionalText('반려 사유', 200),
});

export const purchaseReturnScheduleSchema = z.object({
  version: versionField(),
  plannedPickupDate: ymdField('회수 예정일'),
  note: optionalText('변경 사유', 200),
});
export type PurchaseReturnScheduleInput = z.infer<typeof purchaseReturnScheduleSchema>;

export const purchaseReturnLineSchema = z.object({
  // A purchase line's part, quantity and money (vatIncluded: the part's VAT flag as priced).
  ...purchaseLineSchema.pick({
    lineNo: true,
    partCode: true,
    partNo: true,
    partName: true,
    qty: true,
    unitPrice: true,
    supply: true,
    vat: true,
    total: true,
    vatIncluded: true,
  }).shape,
  brandCode: z.string().nullable(),
  reason: z.enum(RETURN_LINE_REASONS),
  reasonLabel: z.string(),
  purchaseCode: z.string().nullable(),
  purchaseLineNo: z.number().int().nullable(),
  sourceKind: z.string().nullable(),
  sourceCode: z.string().nullable(),
});
export type PurchaseReturnLine = z.infer<typeof purchaseReturnLineSchema>;

export const purchaseReturnSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  statusLabel: z.string(),
  ...supplierRefFields,
  // The same warehouse, money, size, memo and version fields as a purchase's summary.
  ...purchaseSummarySchema.pick({
    warehouseCode: true,
    warehouseName: true,
    supply: true,
    vat: true,
    total: true,
    lineCount: true,
    totalQty: true,
    memo: true,
    version: true,
  }).shape,
  reason: z.string().nullable(),
  plannedPickupDate: z.string().nullable(),
  requestedAt: z.string(),
  ...doc.approvalStepFields,
  closedNote: z.string().nullable(),
});
export type PurchaseReturnSummary = z.infer<typeof purchaseReturnSummarySchema>;

export const purchaseReturnViewSchema = purchaseReturnSummarySchema.extend({
  lines: z.array(purchaseReturnLineSchema),
});
export type PurchaseReturnView = z.infer<typeof purchaseReturnViewSchema>;

export const PURCHASE_RETURN_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    requestedAt: doc.dayListField(L.requestedAt),
    ...doc.supplierStatusListFields,
    partCode: doc.partListField,
    plannedPickupDate: doc.dayListField(L.plannedPickupDate),
    total: rangeField('number', L.total),
  },
  ...doc.newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const purchaseReturnPageSchema = listPageSchema(purchaseReturnSummarySchema);

/** A fixed purchase's lines with what may still be returned (PurchaseReturnRegister). */
export const returnablePurchaseSchema = z.object({
  purchaseCode: z.string(),
  ...supplierRefFields,
  warehouseCode: z.string(),
  purchaseDate: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      ...partRefFields,
      brandCode: z.string().nullable(),
      qty: z.number().int(),
      returned: z.number().int(),
      returnable: z.number().int(),
      unitPrice: z.number().int(),
      vatIncluded: z.boolean(),
    }),
  ),
});
export type ReturnablePurchase = z.infer<typeof returnablePurchaseSchema>;

/** One change of a return's planned pickup date (PurchaseReturnScheduleModify keeps them all). */
export const returnScheduleChangeSchema = z.object({
  id: z.number().int(),
  beforeDate: z.string().nullable(),
  afterDate: z.string(),
  note: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type ReturnScheduleChange = z.infer<typeof returnScheduleChangeSchema>;

export const returnScheduleViewSchema = z.object({
  purchaseReturn: purchaseReturnSummarySchema,
  changes: z.array(returnScheduleChangeSchema),
});
export type ReturnScheduleView = z.infer<typeof returnScheduleViewSchema>;

/** The price a new return line defaults to (the newest fixed purchase line of that part from that supplier). */
export const returnPriceSchema = z.object({
  partCode: z.string(),
  unitPrice: z.number().int().nullable(),
  purchaseCode: z.string().nullable(),
});

/** PurchaseReturnPrint/:code: the return with both parties, so the print needs no other read. */
export const returnPrintSchema = z.object({
  purchaseReturn: purchaseReturnViewSchema,
  company: doc.printPartySchema,
  supplier: doc.printPartySchema,
});
export type ReturnPrint = z.infer<typeof returnPrintSchema>;
