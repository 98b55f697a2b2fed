import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { pagedRowsSchema, partNameFields } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { periodDays } from '../part-report/part-report.schema.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { STOCK_PROPER_LABELS as L } from './stock-proper.labels.js';

// Proper stock (적정 재고, issue #18): a run computes, per part and warehouse, a minimum and a
// maximum from a period of demand (sales out plus orders refused for no stock), the lead time and
// a service level; its suggestions are reviewed line by line, then applied with history.

/** Demand history may span at most this many days (the ledger is read for the whole period). */
export const PROPER_MAX_DAYS = 366;

export const PROPER_RUN_STATUSES = ['queued', 'running', 'done', 'failed', 'applied'] as const;
export type ProperRunStatus = (typeof PROPER_RUN_STATUSES)[number];
export const PROPER_RUN_STATUS_LABELS: Record<ProperRunStatus, string> = {
  queued: '대기',
  running: '계산 중',
  done: '계산 완료',
  failed: '실패',
  applied: '반영됨',
};

export const LEAD_SOURCES = ['supplier', 'default'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  supplier: '매입처 조달 기간 (없으면 기본값)',
  default: '기본 조달 기간',
};

const pageFields = pageQueryFields({ message: '한 번에 500건까지 볼 수 있습니다.' });

const intIn = (label: string, min: number, max: number) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(min, `${min} 이상이어야 합니다.`)
      .max(max, `${max} 이하로 입력하세요.`),
    label,
  );

const periodFields = { fromDate: labeled(ymdSchema, L.fromDate), toDate: labeled(ymdSchema, L.toDate) };

type Period = { fromDate: string; toDate: string };
const periodRule = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] })
    .refine((q) => (periodDays(q.fromDate, q.toDate) ?? 0) <= PROPER_MAX_DAYS, {
      message: `기간은 ${PROPER_MAX_DAYS}일까지 지정할 수 있습니다.`,
      path: ['toDate'],
    });

/** StockAppropriateCalculation: what a run computes from. */
export const properRunParamsSchema = periodRule(
  z.object({
    ...periodFields,
    serviceLevel: labeled(
      z
        .number({ message: '숫자를 입력하세요.' })
        .min(50, '50 이상이어야 합니다.')
        .max(99.9, '99.9 이하로 입력하세요.'),
      L.serviceLevel,
    ),
    leadSource: labeled(z.enum(LEAD_SOURCES, { message: '조달 기간 기준을 고르세요.' }), L.leadSource),
    defaultLeadDays: intIn(L.defaultLeadDays, 1, 365),
    reviewDays: intIn(L.reviewDays, 0, 365),
    /** Empty: every warehouse that holds stock for sale (not the transit/consignment locations). */
    warehouseCodes: labeled(z.array(z.string().trim().min(1).max(20)).max(50), L.warehouseCodes).default([]),
    kindCode: optionalText(L.kindCode, 20).optional(),
  }),
);
export type ProperRunParams = z.infer<typeof properRunParamsSchema>;

export const properRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROPER_RUN_STATUSES),
  params: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    serviceLevel: z.number(),
    leadSource: z.enum(LEAD_SOURCES),
    defaultLeadDays: z.number().int(),
    reviewDays: z.number().int(),
    warehouseCodes: z.array(z.string()),
    kindCode: z.string().nullable().optional(),
  }),
  done: z.number().int(),
  total: z.number().int(),
  suggestionCount: z.number().int(),
  acceptedCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  appliedBy: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type ProperRun = z.infer<typeof properRunSchema>;
export const properRunListSchema = z.object({ rows: z.array(properRunSchema) });

export const runIdParams = z.object({
  id: labeled(z.coerce.number().int().min(1).max(2_147_483_647), L.runId),
});

/** StockCalculation's review grid of one run. */
export const properSuggestionQuerySchema = z.object({
  runId: intIn(L.runId, 1, 2_147_483_647),
  keyword: optionalText(L.keyword, 40).optional(),
  warehouseCode: optionalText(L.warehouseCode, 20).optional(),
  /** Only the lines whose new minimum or maximum differs from the current one. */
  changedOnly: z.boolean().default(false),
  ...pageFields,
});
export type ProperSuggestionQuery = z.infer<typeof properSuggestionQuerySchema>;

export const properSuggestionRowSchema = z.object({
  ...partNameFields,
  warehouseCode: z.string(),
  demandQty: z.number().int(),
  missQty: z.number().int(),
  meanPerDay: z.number(),
  sigma: z.number(),
  leadDays: z.number().int(),
  safety: z.number().int(),
  newMin: z.number().int(),
  newMax: z.number().int(),
  currentMin: z.number().int(),
  currentMax: z.number().int(),
  onHand: z.number().int(),
  accepted: z.boolean(),
});
export type ProperSuggestionRow = z.infer<typeof properSuggestionRowSchema>;
export const properSuggestionPageSchema = pagedRowsSchema(properSuggestionRowSchema);
export type ProperSuggestionPage = z.infer<typeof properSuggestionPageSchema>;

/** Accept or skip lines of a run under review (a done run only). */
export const properAcceptSchema = z.object({
  runId: intIn(L.runId, 1, 2_147_483_647),
  lines: labeled(
    z
      .array(
        z.object({
          partCode: labeled(z.string().trim().min(1).max(20), L.partCode),
          warehouseCode: labeled(z.string().trim().min(1).max(20), L.warehouseCode),
          accepted: z.boolean(),
        }),
      )
      .min(1, '반영 여부를 바꿀 줄을 고르세요.')
      .max(1000),
    '줄',
  ),
});
export type ProperAccept = z.infer<typeof properAcceptSchema>;
export const properAcceptResultSchema = z.object({ changed: z.number().int() });

export const properApplyResultSchema = z.object({ run: properRunSchema, applied: z.number().int() });

/** StockAutoChange's history of applied changes. */
export const properHistoryQuerySchema = z.object({
  partCode: optionalText(L.partCode, 20).optional(),
  runId: intIn(L.runId, 1, 2_147_483_647).optional(),
  ...pageFields,
});
export type ProperHistoryQuery = z.infer<typeof properHistoryQuerySchema>;
export const properHistoryRowSchema = z.object({
  ...partNameFields,
  warehouseCode: z.string(),
  runId: z.number().int(),
  oldMin: z.number().int(),
  oldMax: z.number().int(),
  newMin: z.number().int(),
  newMax: z.number().int(),
  changedBy: z.string().nullable(),
  at: z.string(),
});
export type ProperHistoryRow = z.infer<typeof properHistoryRowSchema>;
export const properHistoryPageSchema = pagedRowsSchema(properHistoryRowSchema);
export type ProperHistoryPage = z.infer<typeof properHistoryPageSchema>;

/** StockKindPercentLessList[/:type]: part kinds whose stock is below a percentage of proper. */
export const kindPercentQuerySchema = z.object({
  percent: intIn(L.percentBelow, 1, 1000),
  warehouseCode: optionalText(L.warehouseCode, 20).optional(),
  ...pageFields,
});
export type KindPercentQuery = z.infer<typeof kindPercentQuerySchema>;
export const kindPercentRowSchema = z.object({
  kindCode: z.string(),
  kindName: z.string(),
  partCount: z.number().int(),
  belowCount: z.number().int(),
  properQty: z.number().int(),
  onHand: z.number().int(),
  percent: z.number(),
});
export type KindPercentRow = z.infer<typeof kindPercentRowSchema>;
export const kindPercentPageSchema = pagedRowsSchema(kindPercentRowSchema);
export type KindPercentPage = z.infer<typeof kindPercentPageSchema>;

/** StockProductTurnRatioList: issues over a period ÷ average stock, and days of stock. */
export const turnRatioQuerySchema = periodRule(
  z.object({
    ...periodFields,
    warehouseCode: optionalText(L.warehouseCode, 20).optional(),
    kindCode: optionalText(L.kindCode, 20).optional(),
    ...pageFields,
  }),
);
export type TurnRatioQuery = z.infer<typeof turnRatioQuerySchema>;
export const turnRatioRowSchema = z.object({
  ...partNameFields,
  issueQty: z.number().int(),
  openingQty: z.number().int(),
  closingQty: z.number().int(),
  avgStock: z.number(),
  /** Null when the average stock is zero (nothing held: no ratio). */
  turnRatio: z.number().nullable(),
  /** Null when nothing went out (the stock would last for ever). */
  daysOfStock: z.number().nullable(),
});
export type TurnRatioRow = z.infer<typeof turnRatioRowSchema>;
export const turnRatioPageSchema = pagedRowsSchema(turnRatioRowSchema, { days: z.number().int() });
export type TurnRatioPage = z.infer<typeof turnRatioPageSchema>;

export const NEW_IN_OUT_TYPES = ['all', 'in', 'out'] as const;
export const NEW_IN_OUT_TYPE_LABELS: Record<(typeof NEW_IN_OUT_TYPES)[number], string> = {
  all: '신규 입고 또는 판매',
  in: '신규 입고',
  out: '신규 판매',
};

/** StockNewInOutList: parts first received or first sold in a period. */
export const newInOutQuerySchema = periodRule(
  z.object({
    ...periodFields,
    type: labeled(z.enum(NEW_IN_OUT_TYPES, { message: '구분을 고르세요.' }), L.type).default('all'),
    ...pageFields,
  }),
);
export type NewInOutQuery = z.infer<typeof newInOutQuerySchema>;
export const newInOutRowSchema = z.object({
  ...partNameFields,
  firstInAt: z.string().nullable(),
  firstInQty: z.number().int(),
  firstOutAt: z.string().nullable(),
  firstOutQty: z.number().int(),
  onHand: z.number().int(),
});
export type NewInOutRow = z.infer<typeof newInOutRowSchema>;
export const newInOutPageSchema = pagedRowsSchema(newInOutRowSchema);
export type NewInOutPage = z.infer<typeof newInOutPageSchema>;
