import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText, requiredText, wonField } from '../part/part-fields.js';
import { wireDayField } from '../purchase/supplier-document-fields.js';
import { RANK_LABELS as L, RANK_CHANGE_SOURCES, RANK_DELIVERY_METHODS } from './rank.labels.js';

// Ranks (등급, SPEC §2.6/§2.7/§6/§7.4): thresholds by purchase amount over a period, manual
// choices with a reason and an end date, discounts per part kind, order weekdays and hours,
// delivery options shown, and the history of every change.

const bpField = (label: string, min: number) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('0.01% 단위로 입력하세요.')
      .min(min, `${min / 100}% 이상이어야 합니다.`)
      .max(10_000, '100% 이하로 입력하세요.'),
    label,
  );
const hmField = (label: string) =>
  labeled(
    z
      .string({ message: '시각을 입력하세요.' })
      .regex(/^([01]\d|2[0-3])[0-5]\d$/, 'HHmm 형식(0000~2359)으로 입력하세요.'),
    label,
  );

export const rankLevelSchema = z.object({
  code: codeText(L.code, 20),
  name: requiredText(L.name, 30),
  minAmount: wonField(L.minAmount),
  pointRateBp: bpField(L.pointRateBp, 0),
  sortOrder: labeled(z.number({ message: '숫자를 입력하세요.' }).int().min(0).max(999), L.sortOrder),
  active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }), L.active),
});
export type RankLevel = z.infer<typeof rankLevelSchema>;

/** RankByAmountSetting: the period the purchases are summed over and every rank's threshold. */
export const rankSettingsSchema = z.object({
  periodMonths: labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(1, '1개월 이상이어야 합니다.')
      .max(36, '36개월 이하로 입력하세요.'),
    L.periodMonths,
  ),
  levels: labeled(z.array(rankLevelSchema).min(1, '등급을 하나 이상 입력하세요.').max(30), '등급'),
});
export type RankSettings = z.infer<typeof rankSettingsSchema>;

export const rankDiscountSchema = z.object({
  kindCode: codeText(L.kindCode, 20),
  discountBp: bpField(L.discountBp, -10_000),
});
export type RankDiscount = z.infer<typeof rankDiscountSchema>;
export const rankDiscountsInputSchema = z.object({
  rankCode: codeText(L.rank, 20),
  discounts: labeled(z.array(rankDiscountSchema).max(500), L.discountBp),
});
export type RankDiscountsInput = z.infer<typeof rankDiscountsInputSchema>;
export const rankDiscountRowSchema = z.object({
  rankCode: z.string(),
  kindCode: z.string(),
  discountBp: z.number().int(),
  kindName: z.string().nullable(),
});
export type RankDiscountRow = z.infer<typeof rankDiscountRowSchema>;

/** One rank's order rules: weekdays (Sunday first), the hour window, the delivery options shown. */
export const rankRuleSchema = z.object({
  rankCode: z.string(),
  rankName: z.string(),
  weekdays: z.array(z.boolean()).length(7).nullable(),
  fromHm: z.string().nullable(),
  toHm: z.string().nullable(),
  deliveryMethods: z.array(z.enum(RANK_DELIVERY_METHODS)).nullable(),
});
export type RankRule = z.infer<typeof rankRuleSchema>;
export const rankWeekInputSchema = z.object({
  rankCode: codeText(L.rank, 20),
  weekdays: labeled(
    z
      .array(z.boolean({ message: '예/아니오 값이어야 합니다.' }))
      .length(7, '요일 7개를 보내세요.')
      .nullable(),
    L.weekday,
  ),
});
export const rankHourInputSchema = z
  .object({
    rankCode: codeText(L.rank, 20),
    fromHm: hmField(L.fromHm).nullable(),
    toHm: hmField(L.toHm).nullable(),
  })
  .refine((v) => (v.fromHm === null) === (v.toHm === null), {
    message: '시작 시각과 종료 시각을 함께 입력하거나 함께 비우세요.',
    path: ['toHm'],
  })
  .refine((v) => v.fromHm === null || v.fromHm !== v.toHm, {
    message: '시작과 종료 시각이 같습니다.',
    path: ['toHm'],
  });
export const rankDeliveryInputSchema = z.object({
  rankCode: codeText(L.rank, 20),
  deliveryMethods: labeled(
    z
      .array(z.enum(RANK_DELIVERY_METHODS, { message: '없는 배송 방법입니다.' }))
      .max(10)
      .nullable(),
    L.deliveryMethod,
  ),
});

/** CustomerRankChoiceList: a rank chosen by hand, with its reason, until its end date. */
export const rankChoiceInputSchema = z.object({
  customerCode: codeText(L.customerCode, 20),
  rankCode: codeText(L.rank, 20),
  reason: requiredText(L.reason, 200),
  endDate: wireDayField(L.endDate),
});
export type RankChoiceInput = z.infer<typeof rankChoiceInputSchema>;
export const rankChoiceReleaseSchema = z.object({ reason: requiredText(L.reason, 200) });

export const rankChoiceRowSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  rankCode: z.string(),
  rankName: z.string().nullable(),
  reason: z.string(),
  endDate: z.string(),
  status: z.enum(['active', 'ended', 'released']),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
});
export type RankChoiceRow = z.infer<typeof rankChoiceRowSchema>;

export const rankHistoryRowSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  fromRank: z.string().nullable(),
  toRank: z.string().nullable(),
  source: z.enum(RANK_CHANGE_SOURCES),
  reason: z.string().nullable(),
  amount: z.number().int().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type RankHistoryRow = z.infer<typeof rankHistoryRowSchema>;

/** CustomerRankRange: each customer's rank and the amount of its last recompute. */
export const rankRangeRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  rank: z.string().nullable(),
  rankName: z.string().nullable(),
  amount: z.number().int().nullable(),
  computedRank: z.string().nullable(),
  choiceEndDate: z.string().nullable(),
  computedAt: z.string().nullable(),
});
export type RankRangeRow = z.infer<typeof rankRangeRowSchema>;

/** OrderCustRankPeriodAmount: net sales per customer over a chosen period, with its rank. */
export const rankPeriodAmountRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  rank: z.string().nullable(),
  rankName: z.string().nullable(),
  sales: z.number().int(),
  cancels: z.number().int(),
  amount: z.number().int(),
  rankForAmount: z.string().nullable(),
});
export type RankPeriodAmountRow = z.infer<typeof rankPeriodAmountRowSchema>;

const optionalCode = (label: string) => optionalText(label, 20);
export const rankListQuerySchema = z.object({
  customerCode: optionalCode(L.customerCode),
  rankCode: optionalCode(L.rank),
  minAmount: labeled(z.number().int().min(0).nullish(), L.amount),
  maxAmount: labeled(z.number().int().min(0).nullish(), L.amount),
  ...pageQueryFields(),
});
export type RankListQuery = z.infer<typeof rankListQuerySchema>;
export const rankPeriodQuerySchema = rankListQuerySchema.extend({
  fromDate: wireDayField('시작일'),
  toDate: wireDayField('종료일'),
});
export type RankPeriodQuery = z.infer<typeof rankPeriodQuerySchema>;

export const rankRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  trigger: z.enum(['manual', 'monthly']),
  fromDate: z.string(),
  toDate: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  changed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RankRun = z.infer<typeof rankRunSchema>;

/** Whether a customer may order now under its rank: a refusal for customers, a warning for staff. */
export const rankOrderCheckSchema = z.object({
  customerCode: z.string(),
  rank: z.string().nullable(),
  allowed: z.boolean(),
  reason: z.string().nullable(),
  deliveryMethods: z.array(z.enum(RANK_DELIVERY_METHODS)).nullable(),
});
export type RankOrderCheck = z.infer<typeof rankOrderCheckSchema>;

export const rankSettingsViewSchema = z.object({
  periodMonths: z.number().int(),
  levels: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      minAmount: z.number().int(),
      pointRateBp: z.number().int(),
      sortOrder: z.number().int(),
      active: z.boolean(),
    }),
  ),
});
export const rankHistoryPageSchema = listPageSchema(rankHistoryRowSchema);
export const rankChoicePageSchema = listPageSchema(rankChoiceRowSchema);
export const rankRangePageSchema = listPageSchema(rankRangeRowSchema);
export const rankPeriodPageSchema = listPageSchema(rankPeriodAmountRowSchema);
