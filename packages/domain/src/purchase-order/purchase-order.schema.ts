import { z } from 'zod';
import { documentLinesField, pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { partRefFields, supplierRefFields } from '../common/row-fields.js';
import { companyProfileSchema } from '../company/company.schema.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, qtyField, versionField, wonField } from '../part/part-fields.js';
import { APPROVAL_STATUSES } from '../purchase/supplier-approval.js';
import {
  approvalStepFields,
  codeListField,
  dayListField,
  newestFirst,
  partListField,
  printPartySchema,
  supplierStatusListFields,
  wireDayField,
} from '../purchase/supplier-document-fields.js';
import { PURCHASE_ORDER_LABELS as L } from './purchase-order.labels.js';
import { RECEIPT_STATES } from './purchase-order.rules.js';

/** A day on the wire is YYYYMMDD; the schedule screens take it from here. */
export const orderDayField = wireDayField;

export const purchaseOrderLineInputSchema = z.object({
  partCode: pickedCodeField(L.partCode, '품목을 고르세요.'),
  qty: qtyField(L.qty, 99_999),
  unitPrice: wonField(L.unitPrice),
  /** Left out: the order's own expected day. */
  expectedDate: orderDayField(L.expectedDate).optional(),
  memo: optionalText(L.memo, 200),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineInputSchema>;

/** PurchaseOrderRequest / PurchaseOrderModify: what a clerk asks the supplier for. */
export const purchaseOrderInputSchema = z.object({
  supplierCode: pickedCodeField(L.supplierCode, '매입처를 고르세요.'),
  warehouseCode: labeled(
    pickedCodeField(L.warehouseCode, '창고를 고르세요.').default('MAIN'),
    L.warehouseCode,
  ),
  /** The day every line is expected unless the line says otherwise. */
  expectedDate: orderDayField(L.expectedDate),
  memo: optionalText(L.memo, 1000),
  lines: documentLinesField(purchaseOrderLineInputSchema, '발주 품목'),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;

export const purchaseOrderModifySchema = purchaseOrderInputSchema.extend({ version: versionField() });

/** A step on the approval path acts on the version the person saw (stale → 409). */
export const purchaseOrderStepSchema = z.object({
  version: versionField(),
  reason: optionalText('사유', 500),
});
export type PurchaseOrderStep = z.infer<typeof purchaseOrderStepSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  ...partRefFields,
  brandName: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatIncluded: z.boolean(),
  expectedDate: z.string(),
  memo: z.string().nullable(),
  receivedQty: z.number().int(),
  cancelledQty: z.number().int(),
  remainingQty: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSummarySchema = z.object({
  code: z.string(),
  orderDate: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  statusLabel: z.string(),
  receiptState: z.enum(RECEIPT_STATES),
  receiptLabel: z.string(),
  ...supplierRefFields,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  receivedQty: z.number().int(),
  remainingQty: z.number().int(),
  /** The earliest expected day of its lines (YYYYMMDD). */
  expectedDate: z.string().nullable(),
  memo: z.string().nullable(),
  version: z.number().int(),
  // The ids keep the four-eyes rule on the screen: the requester and the checker may not approve.
  requestedById: z.number().int().nullable(),
  checkedById: z.number().int().nullable(),
  requestedAt: z.string().nullable(),
  ...approvalStepFields,
  rejectReason: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderViewSchema = purchaseOrderSummarySchema.extend({
  lines: z.array(purchaseOrderLineSchema),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderViewSchema>;

export const PURCHASE_ORDER_LIST_SPEC = {
  fields: {
    code: codeListField(L.code),
    orderDate: dayListField(L.orderDate),
    ...supplierStatusListFields,
    partCode: partListField,
    total: rangeField('number', L.total),
  },
  ...newestFirst('orderDate'),
} as const satisfies ListSpec;
export const purchaseOrderListPageSchema = listPageSchema(purchaseOrderSummarySchema);

/** Receiving support: one arrival draft from saved orders of one supplier. */
export const arrivalDraftInputSchema = z.object({
  orderCodes: labeled(
    z
      .array(z.string().trim().min(1).max(20).toUpperCase())
      .min(1, '발주를 1건 이상 고르세요.')
      .max(50, '50건까지 고를 수 있습니다.'),
    '발주 번호',
  ),
  warehouseCode: labeled(pickedCodeField(L.warehouseCode, '창고를 고르세요.'), L.warehouseCode).optional(),
});
export type ArrivalDraftInput = z.infer<typeof arrivalDraftInputSchema>;

export const arrivalDraftSchema = z.object({
  purchaseCode: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
});
export type ArrivalDraft = z.infer<typeof arrivalDraftSchema>;

/** A part below its proper stock: the request screen's prefill. */
export const shortagePartSchema = z.object({
  ...partRefFields,
  brandName: z.string().nullable(),
  properStock: z.number().int(),
  onHand: z.number().int(),
  /** Already on saved orders, not yet arrived. */
  onOrder: z.number().int(),
  suggestedQty: z.number().int(),
  purchasePrice: z.number().int(),
  vatIncluded: z.boolean(),
});
export type ShortagePart = z.infer<typeof shortagePartSchema>;

/** PurchaseOrderPrint/:code: the order, the company that orders and the supplier it goes to. */
export const purchaseOrderPrintSchema = z.object({
  order: purchaseOrderViewSchema,
  company: companyProfileSchema.nullable(),
  supplier: printPartySchema,
});
export type PurchaseOrderPrint = z.infer<typeof purchaseOrderPrintSchema>;
