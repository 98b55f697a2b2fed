import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, wonField } from '../part/part-fields.js';
import * as doc from '../purchase/supplier-document-fields.js';
import { FREIGHT_COST_LABELS as L } from './freight-cost.labels.js';
import { FREIGHT_BASES, FREIGHT_DOC_KINDS, FREIGHT_STATUSES } from './freight-cost.status.js';

const docKindField = labeled(
  z.enum(FREIGHT_DOC_KINDS, { message: '매입 또는 창고 이동을 고르세요.' }),
  L.docKind,
);
const docCodeField = labeled(
  z
    .string({ message: '문서 번호를 입력하세요.' })
    .trim()
    .min(1, '문서 번호를 입력하세요.')
    .max(30, '30자 이하로 입력하세요.')
    .regex(/^[0-9A-Za-z-]+$/, '영문, 숫자, -만 쓸 수 있습니다.')
    .transform((v) => v.toUpperCase()),
  L.docCode,
);
const basisField = labeled(
  z.enum(FREIGHT_BASES, { message: '금액 기준 또는 수량 기준을 고르세요.' }),
  L.basis,
);

/** What the allocation needs: the document, the amount, its VAT flag and the basis. */
export const freightPreviewInputSchema = z.object({
  docKind: docKindField,
  docCode: docCodeField,
  amount: wonField(L.amount),
  vatIncluded: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }), L.vatIncluded),
  basis: basisField,
});
export type FreightPreviewInput = z.infer<typeof freightPreviewInputSchema>;

/** FreightCostRegistration: a freight bill charged to one document. */
export const freightCostInputSchema = freightPreviewInputSchema.extend({
  amount: labeled(
    wonField(L.amount).refine((v) => v >= 1, '1원 이상 입력하세요.'),
    L.amount,
  ),
  carrierName: labeled(
    z.string({ message: '입력하세요.' }).trim().min(1, '입력하세요.').max(60, '60자 이하로 입력하세요.'),
    L.carrierName,
  ),
  paidOn: doc.wireDayField(L.paidOn),
  memo: optionalText(L.memo, 1000),
});
export type FreightCostInput = z.infer<typeof freightCostInputSchema>;

export const freightCancelSchema = z.object({ note: optionalText('취소 사유', 200) });
export type FreightCancel = z.infer<typeof freightCancelSchema>;

/** One line of the document with its share of the freight (to the won; shares sum to the supply). */
export const freightLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  warehouseCode: z.string(),
  qty: z.number().int(),
  value: z.number().int(),
  share: z.number().int(),
});
export type FreightLine = z.infer<typeof freightLineSchema>;

/** The allocation before saving: the document's lines and each one's share. */
export const freightPreviewSchema = z.object({
  docKind: z.enum(FREIGHT_DOC_KINDS),
  docCode: z.string(),
  /** Who the document is with (a purchase's supplier; a move's warehouses). */
  partyName: z.string(),
  docDate: z.string().nullable(),
  supply: z.number().int(),
  vat: z.number().int(),
  lines: z.array(freightLineSchema),
});
export type FreightPreview = z.infer<typeof freightPreviewSchema>;

export const freightCostSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(FREIGHT_STATUSES),
  docKind: z.enum(FREIGHT_DOC_KINDS),
  docCode: z.string(),
  carrierName: z.string(),
  amount: z.number().int(),
  vatIncluded: z.boolean(),
  supply: z.number().int(),
  vat: z.number().int(),
  basis: z.enum(FREIGHT_BASES),
  paidOn: z.string(),
  lineCount: z.number().int(),
  memo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type FreightCostSummary = z.infer<typeof freightCostSummarySchema>;

export const freightCostViewSchema = freightCostSummarySchema.extend({
  partyName: z.string(),
  cancelNote: z.string().nullable(),
  lines: z.array(freightLineSchema),
});
export type FreightCostView = z.infer<typeof freightCostViewSchema>;

export const FREIGHT_COST_LIST_SPEC = {
  fields: {
    code: doc.codeListField(L.code),
    createdAt: doc.dayListField(L.createdAt),
    paidOn: doc.dayListField(L.paidOn),
    status: { kind: 'text', label: L.status, sortable: true, operators: ['eq'] },
    docKind: { kind: 'text', label: L.docKind, sortable: true, operators: ['eq'] },
    docCode: doc.codeListField(L.docCode),
    carrierName: { kind: 'text', label: L.carrierName, sortable: true, operators: ['contains'] },
    amount: rangeField('number', L.amount),
  },
  ...doc.newestFirst('createdAt'),
} as const satisfies ListSpec;
export const freightCostPageSchema = listPageSchema(freightCostSummarySchema);
