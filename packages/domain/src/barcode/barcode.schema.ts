import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { docRefFields, partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { partSchema } from '../part/part.schema.js';
import { codeText, optionalText, qtyField, requiredText } from '../part/part-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { reduceScannedBarcode } from '../validate/scanned-barcode.js';
import { LABEL_FIELDS, LABEL_LAYOUT_KEYS, LABEL_SYMBOLS, labelSheetSchema } from './barcode-label.js';
import { BARCODE_SYMBOLOGIES } from './barcode-value.js';
import { UNIT_BARCODE_EVENTS, UNIT_BARCODE_STATES } from './unit-barcode.status.js';

/** A scan field: a web address becomes its path (reduceScannedBarcode), then it must not be empty. */
export const scanValueField = (label = '바코드') =>
  labeled(
    z
      .string({ message: '바코드를 입력하세요.' })
      .max(300, '300자 이하로 입력하세요.')
      .transform(reduceScannedBarcode)
      .pipe(z.string().min(1, '바코드를 입력하세요.').max(80, '바코드는 80자 이하입니다.')),
    label,
  );

/** PartBarcode: a maker's barcode (EAN/UPC/Code128) of a part; several per part, unique overall. */
export const partBarcodeInputSchema = z.object({
  partCode: requiredText('품목 코드', 20),
  value: scanValueField('바코드'),
  /** Left out: EAN/UPC when the digits check out, Code 128 otherwise. */
  symbology: labeled(
    z.enum(BARCODE_SYMBOLOGIES, { message: '바코드 종류를 고르세요.' }).optional(),
    '바코드 종류',
  ),
  memo: optionalText('메모', 200),
});
export type PartBarcodeInput = z.infer<typeof partBarcodeInputSchema>;

export const partBarcodeSchema = z.object({
  id: z.number().int(),
  partCode: z.string(),
  value: z.string(),
  symbology: z.enum(BARCODE_SYMBOLOGIES),
  memo: z.string().nullable(),
  /** ISO date-time (the screens format it). */
  createdAt: z.iso.datetime(),
});
export type PartBarcode = z.infer<typeof partBarcodeSchema>;

export const barcodeDuplicateCheckSchema = z.object({ value: scanValueField('바코드') });
export const barcodeDuplicateSchema = z.object({
  value: z.string(),
  duplicate: z.boolean(),
  kind: z.enum(['part', 'unit']).nullable(),
  partCode: z.string().nullable(),
  partName: z.string().nullable(),
});
export type BarcodeDuplicate = z.infer<typeof barcodeDuplicateSchema>;

/** BarcodePartEachCreatPrint and its purchase/order variants: units printed for one part. */
export const unitBarcodeCreateSchema = z.object({
  partCode: requiredText('품목 코드', 20),
  qty: qtyField('발행 수량', 500),
  /** The document the units come with (a purchase or an order), when printed from one. */
  docKind: labeled(z.enum(['purchase', 'order', 'stock', 'manual']).default('manual'), '근거 문서 구분'),
  docCode: optionalText('근거 문서 번호', 40),
  warehouseCode: labeled(codeText('창고', 20).nullish(), '창고'),
  manufacturedOn: labeled(ymdSchema.nullish(), '제조일'),
  memo: optionalText('메모', 200),
});
export type UnitBarcodeCreateInput = z.infer<typeof unitBarcodeCreateSchema>;

export const unitBarcodeSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  ...partRefFields,
  state: z.enum(UNIT_BARCODE_STATES),
  stateLabel: z.string(),
  warehouseCode: z.string().nullable(),
  docKind: z.string(),
  docCode: z.string().nullable(),
  manufacturedOn: z.string().nullable(),
  printedCount: z.number().int(),
  createdAt: z.string(),
});
export type UnitBarcode = z.infer<typeof unitBarcodeSchema>;

/** One line of the append-only history (BarcodePartEachHistory). */
export const unitBarcodeEventSchema = z.object({
  id: z.number().int(),
  event: z.enum(UNIT_BARCODE_EVENTS),
  eventLabel: z.string(),
  stateAfter: z.enum(UNIT_BARCODE_STATES),
  ...docRefFields,
  warehouseCode: z.string().nullable(),
  memo: z.string().nullable(),
  actorAccountId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type UnitBarcodeEventRow = z.infer<typeof unitBarcodeEventSchema>;

export const unitBarcodeHistorySchema = z.object({
  unit: unitBarcodeSchema,
  events: z.array(unitBarcodeEventSchema),
});

/** An event posted by hand (a later issue's services call the same function). */
export const unitBarcodeEventInputSchema = z.object({
  value: scanValueField('바코드'),
  event: labeled(z.enum(UNIT_BARCODE_EVENTS, { message: '기록할 이벤트를 고르세요.' }), '이벤트'),
  docKind: optionalText('근거 문서 구분', 20),
  docCode: optionalText('근거 문서 번호', 40),
  warehouseCode: labeled(codeText('창고', 20).nullish(), '창고'),
  memo: optionalText('메모', 200),
});
export type UnitBarcodeEventInput = z.infer<typeof unitBarcodeEventInputSchema>;

export const UNIT_BARCODE_LIST_SPEC = {
  fields: {
    value: { kind: 'text', label: '바코드', sortable: true, operators: ['eq', 'startsWith'] },
    partCode: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq'] },
    state: { kind: 'text', label: '상태', sortable: true, operators: ['eq', 'in'] },
    docCode: { kind: 'text', label: '근거 문서 번호', operators: ['eq'] },
    warehouseCode: { kind: 'text', label: '창고', operators: ['eq'] },
    createdAt: rangeField('date', '발행일'),
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const unitBarcodePageSchema = listPageSchema(unitBarcodeSchema);

/** What a scan found: a maker's barcode of a part, a unit barcode, or nothing. */
export const barcodeScanSchema = z.object({
  scanned: z.string(),
  value: z.string(),
  kind: z.enum(['part', 'unit', 'none']),
  partCode: z.string().nullable(),
  unit: unitBarcodeSchema.nullable(),
});
export type BarcodeScan = z.infer<typeof barcodeScanSchema>;

/** Stock count by barcode: units of the scanned part by state (the stock ledger comes later). */
export const barcodeStockCountSchema = z.object({
  value: z.string(),
  ...partRefFields,
  onHandUnits: z.number().int(),
  /** Per state, once each. */
  byState: z
    .array(z.object({ state: z.enum(UNIT_BARCODE_STATES), label: z.string(), count: z.number().int() }))
    .refine((rows) => new Set(rows.map((r) => r.state)).size === rows.length, {
      message: '상태마다 한 줄입니다.',
    }),
  byWarehouse: z.array(z.object({ warehouseCode: z.string().nullable(), count: z.number().int() })),
});

/** The date label of a battery (BarcodeDatePrintPc / Mobile). */
export const batteryDateLabelInputSchema = z.object({
  manufacturedOn: labeled(ymdSchema, '제조일'),
  partCode: optionalText('품목 코드', 20),
  copies: qtyField('매수', 500).default(1),
});

export const unitLabelRequestSchema = z.object({
  values: z
    .array(scanValueField('바코드'))
    .min(1, '바코드를 하나 이상 고르세요.')
    .max(500)
    .meta({ title: '바코드' }),
  fields: z.array(z.enum(LABEL_FIELDS)).default(['partNo', 'name']).meta({ title: '라벨 항목' }),
  layout: z.enum(LABEL_LAYOUT_KEYS).default('50x30').meta({ title: '라벨 크기' }),
  symbol: z.enum(LABEL_SYMBOLS).default('code128').meta({ title: '바코드 종류' }),
});

/** What a scan found, with the part it belongs to (null for none). */
export const barcodeScanAnswerSchema = barcodeScanSchema.extend({ part: partSchema.nullable() });
export type BarcodeScanAnswer = z.infer<typeof barcodeScanAnswerSchema>;

export type BarcodeStockCount = z.infer<typeof barcodeStockCountSchema>;
export type UnitBarcodeHistory = z.infer<typeof unitBarcodeHistorySchema>;

/** Labels from an uploaded sheet: no layout when no row named a part, and the rows refused. */
export const excelLabelsSchema = z.object({
  sheet: labelSheetSchema.extend({ layout: labelSheetSchema.shape.layout.nullable() }),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ExcelLabels = z.infer<typeof excelLabelsSchema>;

/** A battery date label: the code, the image address, the copies and the part it is for. */
export const batteryDateLabelSchema = z.object({
  ymd: z.string(),
  value: z.string(),
  text: z.string(),
  imageUrl: z.string(),
  copies: z.number().int(),
  part: z.object({ code: z.string(), partNo: z.string(), name: z.string() }).nullable(),
});
export type BatteryDateLabel = z.infer<typeof batteryDateLabelSchema>;

/** A battery date code read back, with the battery's age in whole months. */
export const batteryDateParseSchema = z.object({
  ymd: z.string(),
  value: z.string(),
  text: z.string(),
  ageMonths: z.number().int().nullable(),
});
export type BatteryDateParse = z.infer<typeof batteryDateParseSchema>;
