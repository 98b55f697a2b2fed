import { z } from 'zod';
import { pickedCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { partRefFields, supplierRefFields } from '../common/row-fields.js';
import { listPageSchema } from '../list/list-query.js';
import { countField, optionalText, qtyField, versionField } from '../part/part-fields.js';
import { purchaseSummarySchema } from '../purchase/purchase.schema.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { parseExamDateCode } from './purchase-examination.rules.js';

// The arrival examination (입고 검수) on the wire: the scan station's view of a draft purchase,
// its scans, the posting, and the warehouse, bundle and date-code screens around it.

export const PURCHASE_EXAM_STATUSES = ['none', 'scanning', 'posted'] as const;
export type PurchaseExaminationStatus = (typeof PURCHASE_EXAM_STATUSES)[number];
export const PURCHASE_EXAM_STATUS_LABELS: Record<PurchaseExaminationStatus, string> = {
  none: '검수 전',
  scanning: '검수 중',
  posted: '검수 확정',
};

/** A typed date code (YYMM or YYYYMMDD), kept as YYYYMM / YYYYMMDD. */
export const dateCodeField = labeled(
  z
    .string()
    .trim()
    .max(10, '10자 이하로 입력하세요.')
    .transform((v, ctx) => {
      if (v === '') return null;
      const code = parseExamDateCode(v);
      if (!code) ctx.addIssue({ code: 'custom', message: 'YYMM(예: 2611) 또는 YYYYMMDD로 입력하세요.' });
      return code;
    }),
  '제조 일자',
);

export const examScanInputSchema = z.object({
  barcode: labeled(z.string().max(500, '500자 이하로 입력하세요.'), '바코드'),
  /** The battery's date code typed beside the scan, when the unit barcode does not carry it. */
  dateCode: dateCodeField.optional(),
});
export type ExamScanInput = z.infer<typeof examScanInputSchema>;

export const examDamageInputSchema = z.object({
  lineNo: qtyField('줄 번호', 10_000),
  damaged: countField('파손 수량', 99_999),
  reason: optionalText('파손 사유', 200),
});
export type ExamDamageInput = z.infer<typeof examDamageInputSchema>;

/** Posting acts on the purchase version the examiner saw, when the screen has one (stale → 409). */
export const examPostInputSchema = z.object({ version: versionField().optional() }).default({});

export const examDateCodeCountSchema = z.object({ dateCode: z.string(), count: z.number().int() });

export const examLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  /** On the arrival (the draft line's quantity when the examination started). */
  qty: z.number().int(),
  examined: z.number().int(),
  damaged: z.number().int(),
  damageReason: z.string().nullable(),
  short: z.number().int(),
  /** What goes into stock and onto the payable: examined − damaged. */
  accepted: z.number().int(),
  battery: z.boolean(),
  dateCodes: z.array(examDateCodeCountSchema),
});
export type ExamLine = z.infer<typeof examLineSchema>;

export const examScanSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  partCode: z.string(),
  scanned: z.string(),
  unitBarcode: z.string().nullable(),
  dateCode: z.string().nullable(),
  scannedByName: z.string().nullable(),
  at: z.string(),
});
export type ExamScan = z.infer<typeof examScanSchema>;

export const purchaseExaminationSchema = z.object({
  purchaseCode: z.string(),
  purchaseStatus: z.string(),
  version: z.number().int(),
  ...supplierRefFields,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  purchaseDate: z.string(),
  status: z.enum(PURCHASE_EXAM_STATUSES),
  statusLabel: z.string(),
  startedByName: z.string().nullable(),
  startedAt: z.string().nullable(),
  postedByName: z.string().nullable(),
  postedAt: z.string().nullable(),
  lines: z.array(examLineSchema),
});
export type PurchaseExamination = z.infer<typeof purchaseExaminationSchema>;

export const examScanResultSchema = purchaseExaminationSchema.extend({
  matchedLine: z.number().int(),
  unitBarcode: z.string().nullable(),
});
export type ExamScanResult = z.infer<typeof examScanResultSchema>;

export const dateCodeChangeSchema = z.object({
  id: z.number().int(),
  scanId: z.number().int(),
  partCode: z.string(),
  unitBarcode: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string(),
  reason: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type DateCodeChange = z.infer<typeof dateCodeChangeSchema>;

/** PurchaseExaminationList/:code and the print: the examination with every scan and correction. */
export const examRefusalSchema = z.object({
  id: z.number().int(),
  scanned: z.string(),
  reason: z.string(),
  scannedByName: z.string().nullable(),
  at: z.string(),
});
export type ExamRefusal = z.infer<typeof examRefusalSchema>;

export const arrivalExamRecordSchema = purchaseExaminationSchema.extend({
  scans: z.array(examScanSchema),
  /** Scans the station refused, with the reason said. */
  refusals: z.array(examRefusalSchema),
  dateChanges: z.array(dateCodeChangeSchema),
});
export type ArrivalExamRecord = z.infer<typeof arrivalExamRecordSchema>;

/** PurchaseUnConfirmedList: a draft arrival with its age and how far its examination got. */
export const unconfirmedArrivalSchema = purchaseSummarySchema.extend({
  ageDays: z.number().int(),
  examStatus: z.enum(PURCHASE_EXAM_STATUSES),
  examStatusLabel: z.string(),
  examinedQty: z.number().int(),
});
export type UnconfirmedArrival = z.infer<typeof unconfirmedArrivalSchema>;
export const unconfirmedArrivalPageSchema = listPageSchema(unconfirmedArrivalSchema);

/** PurchaseWarehouseCheck: arrivals of one day, by warehouse. */
export const warehouseCheckQuerySchema = z.object({
  date: labeled(ymdSchema, '입고일').optional(),
  warehouseCode: optionalText('창고', 20),
});
export type WarehouseCheckQuery = z.infer<typeof warehouseCheckQuerySchema>;

export const warehouseCheckArrivalSchema = z.object({
  code: z.string(),
  ...supplierRefFields,
  status: z.enum(PURCHASE_EXAM_STATUSES),
  statusLabel: z.string(),
  purchaseStatus: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  examinedQty: z.number().int(),
});
export const warehouseCheckSchema = z.object({
  date: z.string(),
  warehouses: z.array(
    z.object({
      warehouseCode: z.string(),
      warehouseName: z.string(),
      examined: z.number().int(),
      waiting: z.number().int(),
      arrivals: z.array(warehouseCheckArrivalSchema),
    }),
  ),
});
export type WarehouseCheck = z.infer<typeof warehouseCheckSchema>;

/** PurchaseWarehouseInfo/:code: where each line goes on the shelves and how many to put away. */
export const warehouseInfoSchema = purchaseExaminationSchema.extend({
  putAway: z.array(
    z.object({
      lineNo: z.number().int(),
      ...partRefFields,
      location: z.string().nullable(),
      qty: z.number().int(),
    }),
  ),
});
export type WarehouseInfo = z.infer<typeof warehouseInfoSchema>;

/** PurchaseBundleDivision: boxes of a fixed purchase line opened into unit parts. */
export const bundleDivisionInputSchema = z.object({
  purchaseCode: pickedCodeField('매입 번호', '매입을 고르세요.'),
  lineNo: qtyField('줄 번호', 10_000),
  unitPartCode: pickedCodeField('낱개 품목', '낱개 품목을 고르세요.'),
  perBox: qtyField('박스당 수량', 10_000),
  boxes: qtyField('박스 수', 10_000),
  memo: optionalText('비고', 200),
});
export type BundleDivisionInput = z.infer<typeof bundleDivisionInputSchema>;

export const bundleDivisionSchema = z.object({
  id: z.number().int(),
  purchaseCode: z.string(),
  lineNo: z.number().int(),
  warehouseCode: z.string(),
  boxPartCode: z.string(),
  boxPartName: z.string(),
  unitPartCode: z.string(),
  unitPartName: z.string(),
  boxes: z.number().int(),
  perBox: z.number().int(),
  units: z.number().int(),
  memo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type BundleDivision = z.infer<typeof bundleDivisionSchema>;

/** PurchaseProductionDateChange: new date code for some examined units (scans) of a purchase. */
export const dateCodeChangeInputSchema = z.object({
  purchaseCode: pickedCodeField('매입 번호', '매입을 고르세요.'),
  scanIds: labeled(
    z.array(z.number().int().positive().max(2_147_483_647)).min(1, '바꿀 검수를 고르세요.').max(500),
    '검수 기록',
  ),
  dateCode: labeled(
    z
      .string()
      .trim()
      .max(10, '10자 이하로 입력하세요.')
      .refine((v) => parseExamDateCode(v) !== null, 'YYMM(예: 2611) 또는 YYYYMMDD로 입력하세요.')
      .transform((v) => parseExamDateCode(v) ?? v),
    '제조 일자',
  ),
  reason: optionalText('변경 사유', 200),
});
export type DateCodeChangeInput = z.infer<typeof dateCodeChangeInputSchema>;
