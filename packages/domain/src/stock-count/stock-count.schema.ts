import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { partRefFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { optionalText, versionField } from '../part/part-fields.js';
import { codeListField, dayListField, wireDayField } from '../purchase/supplier-document-fields.js';
import {
  STOCK_ABNORMAL_LABELS as A,
  STOCK_COUNT_LABELS as L,
  STOCK_COUNT_LINE_LABELS as N,
} from './stock-count.labels.js';
import { STOCK_COUNT_SCOPES, STOCK_COUNT_STATUSES } from './stock-count.status.js';

/** StockScheduleRegister: what to count, where and when. */
export const stockCountPlanSchema = z.object({
  warehouseCode: labeled(
    z.string({ message: '창고를 고르세요.' }).trim().min(1, '창고를 고르세요.').max(20).toUpperCase(),
    '창고',
  ),
  scope: labeled(
    z.enum(STOCK_COUNT_SCOPES, { message: '창고 전체·품목 분류·위치 중에서 고르세요.' }),
    L.scope,
  ),
  /** Kind codes (scope kinds) or location prefixes (scope locations); a value takes its children too. */
  scopeValues: labeled(
    z
      .array(z.string().trim().min(1, '값을 입력하세요.').max(30, '30자 이하로 입력하세요.'))
      .max(50)
      .default([]),
    L.scopeValues,
  ),
  plannedOn: wireDayField(L.plannedOn),
  memo: optionalText(L.memo, 500),
  /** Who counts (account ids); none: any staff member. */
  counterIds: labeled(
    z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]),
    '실사 담당자',
  ),
});
export type StockCountPlanInput = z.infer<typeof stockCountPlanSchema>;

/** StockScheduleTargetUser: the counters of a count, replaced as a whole. */
export const stockCountUsersSchema = z.object({
  version: versionField(),
  counterIds: labeled(z.array(z.number().int().positive().max(2_147_483_647)).max(50), '실사 담당자'),
});

export const stockCountVersionSchema = z.object({ version: versionField() });

/**
 * One count entry: a scanned barcode or a typed part code / part number, and the quantity. `add`
 * (a scan: one more unit) adds to what the line holds; `set` replaces it (typed after counting a
 * shelf). Either way the line's book quantity is read again at this instant.
 */
export const stockCountEntrySchema = z.object({
  seq: labeled(z.number().int().min(1).max(100_000), '위치 순번'),
  scan: labeled(z.string().trim().min(1, '품목이나 바코드를 입력하세요.').max(200), '품목·바코드'),
  qty: labeled(
    z.number({ message: '숫자를 입력하세요.' }).int('정수로 입력하세요.').min(0).max(1_000_000),
    '수량',
  ),
  mode: labeled(z.enum(['add', 'set'], { message: '더하기·바꾸기 중에서 고르세요.' }), '입력 방식'),
});
export type StockCountEntryInput = z.infer<typeof stockCountEntrySchema>;

export const stockCountUserSchema = z.object({
  accountId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
});

/** A location group of the count: the seq of StockExamination/:code/:seq. */
export const stockCountZoneSchema = z.object({
  seq: z.number().int(),
  location: z.string().nullable(),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
});

export const stockCountViewSchema = z.object({
  code: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  scope: z.enum(STOCK_COUNT_SCOPES),
  scopeValues: z.array(z.string()),
  plannedOn: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  memo: z.string().nullable(),
  plannedByName: z.string().nullable(),
  submittedById: z.number().int().nullable(),
  submittedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  version: z.number().int(),
  counters: z.array(stockCountUserSchema),
  zones: z.array(stockCountZoneSchema),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  differenceCount: z.number().int(),
  /** Signed sum of the differences. */
  differenceQty: z.number().int(),
});
export type StockCountView = z.infer<typeof stockCountViewSchema>;

export const stockCountLineSchema = z.object({
  lineNo: z.number().int(),
  seq: z.number().int(),
  location: z.string().nullable(),
  ...partRefFields,
  /** The balance as it stood when the line was (last) counted; null before. */
  bookQty: z.number().int().nullable(),
  countedQty: z.number().int().nullable(),
  /** counted − book-at-count-time. */
  difference: z.number().int().nullable(),
  countedByName: z.string().nullable(),
  countedAt: z.string().nullable(),
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

/** The lines of a zone (seq) or, with `differencesOnly`, the differences of the whole count. */
export const stockCountLinesQuerySchema = z.object({
  seq: labeled(z.coerce.number().int().min(0).max(100_000).default(0), '위치 순번'),
  differencesOnly: labeled(
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    '차이만',
  ),
});

export const stockCountLinesSchema = z.object({
  code: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  rows: z.array(stockCountLineSchema),
});
export type StockCountLines = z.infer<typeof stockCountLinesSchema>;

export const stockCountEntryAnswerSchema = z.object({
  line: stockCountLineSchema,
  status: z.enum(STOCK_COUNT_STATUSES),
  /** The line was not on the plan: the part was found where it was not expected. */
  added: z.boolean(),
});
export type StockCountEntryAnswer = z.infer<typeof stockCountEntryAnswerSchema>;

export const stockCountCounterOptionsSchema = z.array(stockCountUserSchema);

/** StockScheduleList: the counts, newest planned day first. */
export const STOCK_COUNT_LIST_SPEC = {
  fields: {
    plannedOn: dayListField(L.plannedOn),
    code: codeListField(L.code),
    status: { kind: 'text', label: L.status, operators: ['eq', 'in'] },
    warehouseCode: { kind: 'text', label: L.warehouseCode, operators: ['eq', 'in'] },
  },
  defaultSort: { field: 'plannedOn', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;

export const stockCountRowSchema = z.object({
  code: z.string(),
  plannedOn: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  scope: z.enum(STOCK_COUNT_SCOPES),
  scopeValues: z.array(z.string()),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  differenceCount: z.number().int(),
  plannedByName: z.string().nullable(),
  submittedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  postedAt: z.string().nullable(),
  memo: z.string().nullable(),
});
export type StockCountRow = z.infer<typeof stockCountRowSchema>;
export const stockCountPageSchema = listPageSchema(stockCountRowSchema);
export type StockCountPage = z.infer<typeof stockCountPageSchema>;

/** StockAbnormal's three sections. */
export const STOCK_ABNORMAL_SECTIONS = ['negative', 'units', 'uncounted'] as const;
export type StockAbnormalSection = (typeof STOCK_ABNORMAL_SECTIONS)[number];
export const STOCK_ABNORMAL_SECTION_LABELS: Record<StockAbnormalSection, string> = {
  negative: '마이너스·미출고 재고',
  units: '바코드 재고 불일치',
  uncounted: '실사한 적 없는 재고',
};

export const STOCK_ABNORMAL_LIST_SPEC = {
  fields: {
    section: { kind: 'text', label: A.section, operators: ['eq'] },
    warehouseCode: { kind: 'text', label: A.warehouseCode, operators: ['eq'] },
    partCode: { kind: 'text', label: A.partCode, sortable: true },
  },
  defaultSort: { field: 'partCode', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;

export const stockAbnormalRowSchema = z.object({
  section: z.enum(STOCK_ABNORMAL_SECTIONS),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  ...partRefFields,
  qty: z.number().int(),
  /** Unit barcodes in stock in the warehouse (section units); null elsewhere. */
  unitQty: z.number().int().nullable(),
  note: z.string(),
});
export type StockAbnormalRow = z.infer<typeof stockAbnormalRowSchema>;
export const stockAbnormalPageSchema = listPageSchema(stockAbnormalRowSchema);
export type StockAbnormalPage = z.infer<typeof stockAbnormalPageSchema>;

/**
 * StockExaminationList (실사 내역): the counted lines of every count, newest count entry first.
 * The period is the day the line was last counted (Korean days); differencesOnly keeps the lines
 * whose counted figure differs from the book figure of that instant.
 */
export const STOCK_COUNT_LINE_LIST_SPEC = {
  fields: {
    countedAt: dayListField(N.countedAt),
    countCode: codeListField(N.countCode),
    warehouseCode: { kind: 'text', label: N.warehouseCode, operators: ['eq', 'in'] },
    status: { kind: 'text', label: N.status, operators: ['eq', 'in'] },
    differencesOnly: { kind: 'boolean', label: N.differencesOnly, operators: ['eq'] },
  },
  defaultSort: { field: 'countedAt', dir: 'desc' },
  maxSize: 500,
} as const satisfies ListSpec;

export const stockCountLineRowSchema = z.object({
  id: z.number().int(),
  countCode: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  seq: z.number().int(),
  location: z.string().nullable(),
  ...partRefFields,
  bookQty: z.number().int(),
  countedQty: z.number().int(),
  /** counted − book at the instant of the line's last entry. */
  difference: z.number().int(),
  countedByName: z.string().nullable(),
  countedAt: z.string(),
});
export type StockCountLineRow = z.infer<typeof stockCountLineRowSchema>;
export const stockCountLinePageSchema = listPageSchema(stockCountLineRowSchema);
export type StockCountLinePage = z.infer<typeof stockCountLinePageSchema>;
