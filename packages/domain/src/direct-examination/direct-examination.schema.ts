import { z } from 'zod';
import { customerCodeField, documentLinesField, pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { customerRefFields, partRefFields, supplierRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { countField, optionalText, qtyField, wonField } from '../part/part-fields.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { DIRECT_EXAMINATION_LABELS as L } from './direct-examination.labels.js';
import { DIRECT_EXAMINATION_METHODS, DIRECT_EXAMINATION_STATUSES } from './direct-examination.status.js';

export const directExaminationLineInputSchema = z.object({
  partCode: pickedCodeField('품목', '품목을 고르세요.'),
  qty: qtyField('수량', 99_999),
  /** The price as a purchase line takes it; left out: the part's purchase price. */
  unitPrice: wonField('매입 단가').optional(),
});

/** A direct shipment request: the supplier ships the lines straight to the customer. */
export const directExaminationInputSchema = z.object({
  supplierCode: pickedCodeField(L.supplierCode, '매입처를 고르세요.'),
  customerCode: customerCodeField(L.customerCode),
  /** The goods pass through this warehouse on the ledger (in and out at once). */
  warehouseCode: labeled(
    pickedCodeField(L.warehouseCode, '창고를 고르세요.').default('MAIN'),
    L.warehouseCode,
  ),
  /** The sales order the shipment serves (a draft of the same customer), if any. */
  orderCode: labeled(
    z
      .string()
      .trim()
      .max(30, '30자 이하로 입력하세요.')
      .transform((v) => (v === '' ? null : v.toUpperCase()))
      .nullish(),
    L.orderCode,
  ),
  memo: optionalText(L.memo, 1000),
  lines: documentLinesField(directExaminationLineInputSchema, '직송 품목'),
});
export type DirectExaminationInput = z.infer<typeof directExaminationInputSchema>;

/** The arrival confirmed: the quantity received per line (0 = none arrived). */
export const directExamineSchema = z.object({
  method: labeled(z.enum(DIRECT_EXAMINATION_METHODS, { message: '서면 또는 스캔을 고르세요.' }), L.method),
  lines: labeled(
    z
      .array(
        z.object({
          lineNo: labeled(z.number().int().min(1).max(300), '품목 번호'),
          qty: countField('검수 수량', 99_999),
        }),
      )
      .min(1, '검수 수량을 입력하세요.')
      .max(300),
    '검수 품목',
  ),
});
export type DirectExamine = z.infer<typeof directExamineSchema>;

export const directScanSchema = z.object({
  value: labeled(
    z.string().trim().min(1, '바코드를 스캔하세요.').max(200, '200자 이하로 입력하세요.'),
    '바코드',
  ),
});

export const directScanResultSchema = z.object({ lineNo: z.number().int(), ...partRefFields });
export type DirectScanResult = z.infer<typeof directScanResultSchema>;

export const directExaminationLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  qty: z.number().int(),
  unitPrice: z.number().int(),
  examinedQty: z.number().int().nullable(),
});
export type DirectExaminationLine = z.infer<typeof directExaminationLineSchema>;

export const directExaminationSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(DIRECT_EXAMINATION_STATUSES),
  ...supplierRefFields,
  ...customerRefFields,
  warehouseCode: z.string(),
  orderCode: z.string().nullable(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  examinedQty: z.number().int().nullable(),
  supply: z.number().int(),
  method: z.enum(DIRECT_EXAMINATION_METHODS).nullable(),
  purchaseCode: z.string().nullable(),
  memo: z.string().nullable(),
  requestedAt: z.string(),
  examinedAt: z.string().nullable(),
  examinedByName: z.string().nullable(),
});
export type DirectExaminationSummary = z.infer<typeof directExaminationSummarySchema>;

export const directExaminationViewSchema = directExaminationSummarySchema.extend({
  customerAddress: z.string().nullable(),
  customerPhone: z.string().nullable(),
  supplierPhone: z.string().nullable(),
  lines: z.array(directExaminationLineSchema),
});
export type DirectExaminationView = z.infer<typeof directExaminationViewSchema>;

export const DIRECT_EXAMINATION_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    requestedAt: doc.dayListField(L.requestedAt),
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq'] },
    supplierCode: { kind: 'text', label: L.supplierCode, operators: ['eq'] },
    customerCode: { kind: 'text', label: L.customerCode, operators: ['eq'] },
    orderCode: doc.codeListField(L.orderCode),
  },
  ...doc.newestFirst('requestedAt'),
} as const satisfies ListSpec;
export const directExaminationPageSchema = listPageSchema(directExaminationSummarySchema);
