import { z } from 'zod';
import { customerCodeField, documentLinesField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText, versionField } from '../part/part-fields.js';
import {
  codeListField,
  dayListField,
  newestFirst,
  wireDayField,
} from '../purchase/supplier-document-fields.js';
import { CONSIGNMENT_LABELS as L } from './consignment.labels.js';
import { CONSIGNMENT_STATUSES, CONSIGNMENT_TYPES } from './consignment.status.js';

export const consignmentLineInputSchema = z.object({
  partCode: labeled(z.string().trim().min(1, '품목을 고르세요.').max(20), '품목'),
  qty: labeled(
    z
      .number({ message: '수량을 숫자로 입력하세요.' })
      .int('수량은 정수입니다.')
      .min(1, '1 이상이어야 합니다.')
      .max(99_999, '99,999 이하로 입력하세요.'),
    '수량',
  ),
  /** The sale price of a `use` line (the order line's price); not used by place or withdraw. */
  unitPrice: labeled(
    z
      .number({ message: '단가를 숫자로 입력하세요.' })
      .int('원 단위 정수로 입력하세요.')
      .min(0, '0 이상이어야 합니다.')
      .max(1_000_000_000, '10억 원 이하로 입력하세요.')
      .optional(),
    '판매 단가',
  ),
});
export type ConsignmentLineInput = z.infer<typeof consignmentLineInputSchema>;

export const consignmentInputSchema = z.object({
  type: labeled(z.enum(CONSIGNMENT_TYPES, { message: '구분을 고르세요.' }), L.type),
  customerCode: customerCodeField(),
  /** Our warehouse the goods leave (place) or come back to (withdraw); not used by `use`. */
  warehouseCode: labeled(z.string().trim().max(20).optional(), L.warehouseCode),
  memo: optionalText(L.memo, 1000),
  /** Post at once (the stock moves now) or keep it a draft to modify. */
  post: labeled(z.boolean().default(true), '즉시 반영'),
  lines: documentLinesField(consignmentLineInputSchema, '위탁 품목'),
});
export type ConsignmentInput = z.infer<typeof consignmentInputSchema>;

export const consignmentModifySchema = consignmentInputSchema.extend({ version: versionField() });
export const consignmentVersionSchema = z.object({ version: versionField() });

export const consignmentLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int().nullable(),
  /** The cost that moved (won); 0 until posted. */
  value: z.number().int(),
});

export const consignmentSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(CONSIGNMENT_TYPES),
  typeLabel: z.string(),
  status: z.enum(CONSIGNMENT_STATUSES),
  statusLabel: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  locationCode: z.string(),
  orderCode: z.string().nullable(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  totalValue: z.number().int(),
  saleTotal: z.number().int(),
  memo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ConsignmentSummary = z.infer<typeof consignmentSummarySchema>;

export const consignmentViewSchema = consignmentSummarySchema.extend({
  lines: z.array(consignmentLineSchema),
});
export type ConsignmentView = z.infer<typeof consignmentViewSchema>;

export const CONSIGNMENT_LIST_SPEC = {
  fields: {
    code: codeListField(L.code),
    createdAt: dayListField(L.createdAt),
    type: { kind: 'text', label: L.type, sortable: true, operators: ['eq'] },
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
  },
  ...newestFirst('createdAt'),
} as const satisfies ListSpec;
export const consignmentPageSchema = listPageSchema(consignmentSummarySchema);

/** What a customer's consignment location holds now (our stock at the shop). */
export const consignmentStockSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  locationCode: z.string().nullable(),
  rows: z.array(
    z.object({
      partCode: z.string(),
      partNo: z.string(),
      partName: z.string(),
      qty: z.number().int(),
      value: z.number().int(),
    }),
  ),
});
export type ConsignmentStock = z.infer<typeof consignmentStockSchema>;

export const consignmentStatementQuerySchema = z.object({
  from: wireDayField('시작일'),
  to: wireDayField('종료일'),
});

/**
 * The consignment statement of one customer for a period, per part: what the location held at
 * the start, what was placed, used (sold) and withdrawn, and what it held at the end, in units
 * and in cost won.
 */
export const consignmentStatementSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  locationCode: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      partCode: z.string(),
      partNo: z.string(),
      partName: z.string(),
      openingQty: z.number().int(),
      openingValue: z.number().int(),
      placedQty: z.number().int(),
      placedValue: z.number().int(),
      usedQty: z.number().int(),
      usedValue: z.number().int(),
      withdrawnQty: z.number().int(),
      withdrawnValue: z.number().int(),
      closingQty: z.number().int(),
      closingValue: z.number().int(),
    }),
  ),
});
export type ConsignmentStatement = z.infer<typeof consignmentStatementSchema>;
