import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { PART_REPORT_MAX_DAYS, periodDays } from '../part-report/part-report.schema.js';
import { ymdSchema } from '../validate/field-schemas.js';

// Staff performance (SPEC §2.5: UserSellYear, UserSellMonth, UserSellDay, User/UserPerformance,
// UserPerfomanceMonth, UserProfitRate). Every figure is read from the sales documents: an order
// counts for the clerk who registered it (sales_orders.created_by), on the Korean day it was fixed,
// net of its checked cancels, as the other sales reports count it.

export const STAFF_SELL_SPANS = ['year', 'month', 'day'] as const;
export type StaffSellSpan = (typeof STAFF_SELL_SPANS)[number];

const yearField = labeled(
  z.string().regex(/^(19|20)\d{2}$/, { error: '연도 형식이 올바르지 않습니다 (YYYY 4자리, 예: 2026).' }),
  '연도',
);
const monthField = labeled(
  z.string().regex(/^(19|20)\d{2}(0[1-9]|1[0-2])$/, {
    error: '월 형식이 올바르지 않습니다 (YYYYMM 6자리, 예: 202612).',
  }),
  '월',
);

/** UserSellYear (months of a year), UserSellMonth (days of a month), UserSellDay (hours of a day). */
export const staffSellQuerySchema = z.discriminatedUnion('span', [
  z.object({ span: z.literal('year'), at: yearField }),
  z.object({ span: z.literal('month'), at: monthField }),
  z.object({ span: z.literal('day'), at: labeled(ymdSchema, '일자') }),
]);
export type StaffSellQuery = z.infer<typeof staffSellQuerySchema>;

const staffRef = {
  /** null: orders registered by the system or by an account since removed. */
  accountId: z.number().int().nullable(),
  staffName: z.string(),
};

export const staffSellRowSchema = z.object({
  ...staffRef,
  /** Net sales (won) per bucket, in the order of the buckets. */
  amounts: z.array(z.number().int()),
  /** Orders fixed per bucket. */
  counts: z.array(z.number().int()),
  amount: z.number().int(),
  count: z.number().int(),
});
export type StaffSellRow = z.infer<typeof staffSellRowSchema>;

export const staffSellMatrixSchema = z.object({
  span: z.enum(STAFF_SELL_SPANS),
  at: z.string(),
  /** Bucket labels: '01'…'12' months, '01'…'31' days, '00'…'23' hours. */
  buckets: z.array(z.string()),
  rows: z.array(staffSellRowSchema),
  total: staffSellRowSchema,
});
export type StaffSellMatrix = z.infer<typeof staffSellMatrixSchema>;

/** A period of YYYYMMDD days, from ≤ to, at most a year. */
export const staffPeriodSchema = z
  .object({ fromDate: labeled(ymdSchema, '시작일'), toDate: labeled(ymdSchema, '종료일') })
  .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] })
  .refine((q) => (periodDays(q.fromDate, q.toDate) ?? 0) <= PART_REPORT_MAX_DAYS, {
    message: `기간은 ${PART_REPORT_MAX_DAYS}일까지 조회할 수 있습니다.`,
    path: ['toDate'],
  });
export type StaffPeriod = z.infer<typeof staffPeriodSchema>;

/** User/UserPerformance: what each clerk did in a period. */
export const staffPerformanceRowSchema = z.object({
  ...staffRef,
  /** Orders registered (created) in the period, drafts included. */
  registered: z.number().int(),
  /** Orders fixed in the period. */
  fixed: z.number().int(),
  /** Distinct customers of the fixed orders. */
  customers: z.number().int(),
  /** Net sales of the fixed orders (checked cancels taken off). */
  sales: z.number().int(),
  /** Returns of this clerk's orders completed in the period (won credited). */
  returns: z.number().int(),
  net: z.number().int(),
  /** Net per fixed order, truncated to won; 0 with no order. */
  perOrder: z.number().int(),
});
export type StaffPerformanceRow = z.infer<typeof staffPerformanceRowSchema>;

/** User/UserPerfomanceMonth: a month's net per clerk beside the month before and a year before. */
export const staffMonthQuerySchema = z.object({ month: monthField });
export const staffMonthRowSchema = z.object({
  ...staffRef,
  net: z.number().int(),
  fixed: z.number().int(),
  previousNet: z.number().int(),
  lastYearNet: z.number().int(),
  /** Change against the month before in basis points (1 % = 100); null when that month had none. */
  previousChangeBp: z.number().int().nullable(),
  lastYearChangeBp: z.number().int().nullable(),
});
export type StaffMonthRow = z.infer<typeof staffMonthRowSchema>;

/** User/UserProfitRate: margin of each clerk's sales in a period. */
export const staffProfitRowSchema = z.object({
  ...staffRef,
  /** Supply (before VAT) of the units sold and not cancelled. */
  sales: z.number().int(),
  /** Supply credited by returns of this clerk's orders completed in the period. */
  returns: z.number().int(),
  /** Cost of the units sold (the moving average cost they left stock at), less returned units restocked. */
  cost: z.number().int(),
  profit: z.number().int(),
  /** Margin on net supply in basis points; null when nothing was sold. */
  marginBp: z.number().int().nullable(),
  /** Lines sold without a known cost (counted at 0). */
  unknownCostLines: z.number().int(),
});
export type StaffProfitRow = z.infer<typeof staffProfitRowSchema>;

/** The bucket labels of a span: '01'… of the months, days or hours. */
export const staffSellBuckets = (q: StaffSellQuery): string[] => {
  const n =
    q.span === 'year'
      ? 12
      : q.span === 'day'
        ? 24
        : new Date(Date.UTC(Number(q.at.slice(0, 4)), Number(q.at.slice(4, 6)), 0)).getUTCDate();
  const first = q.span === 'day' ? 0 : 1;
  return Array.from({ length: n }, (_, i) => String(i + first).padStart(2, '0'));
};

/** Change from `before` to `now` in basis points (1 % = 100), truncated; null without a base. */
export const changeBp = (now: number, before: number): number | null =>
  before === 0 ? null : Math.trunc(((now - before) * 10_000) / Math.abs(before));
