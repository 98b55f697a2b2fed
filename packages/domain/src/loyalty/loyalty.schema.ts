import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText, requiredText } from '../part/part-fields.js';
import { POINT_KINDS } from '../point/point.kinds.js';
import { wireDayField } from '../purchase/supplier-document-fields.js';

// Point screens (SPEC §2.6, §7.4): balances per customer, one customer's entries, manual
// provision with a reason, expiry, and the day point rate a sale earns at (unless its rank has one).

const bpField = (label: string) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('0.01% 단위로 입력하세요.')
      .min(0, '0% 이상이어야 합니다.')
      .max(10_000, '100% 이하로 입력하세요.'),
    label,
  );

/** A day point rate: from `day` on, a sale earns `rateBp` (until the next row). */
export const dayRateInputSchema = z.object({
  day: wireDayField('적용일'),
  rateBp: bpField('적립률'),
  memo: optionalText('비고', 200),
});
export type DayRateInput = z.infer<typeof dayRateInputSchema>;
export const dayRateSchema = z.object({
  day: z.string(),
  rateBp: z.number().int(),
  memo: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type DayRate = z.infer<typeof dayRateSchema>;

/** Manual provision (수동 지급) or take-away: signed points, always with a reason. */
export const pointProvisionSchema = z.object({
  customerCode: codeText('거래처', 20),
  points: labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(-10_000_000, '1천만 점 이하로 입력하세요.')
      .max(10_000_000, '1천만 점 이하로 입력하세요.')
      .refine((v) => v !== 0, '0이 아닌 포인트를 입력하세요.'),
    '포인트',
  ),
  reason: requiredText('사유', 200),
});
export type PointProvision = z.infer<typeof pointProvisionSchema>;

/** Expiry of points older than a day (소멸): what was earned before it and not spent since. */
export const pointExpirySchema = z.object({
  customerCode: codeText('거래처', 20),
  before: wireDayField('소멸 기준일'),
});

export const pointBalanceRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  rank: z.string().nullable(),
  balance: z.number().int(),
  earned: z.number().int(),
  used: z.number().int(),
  lastAt: z.string().nullable(),
});
export type PointBalanceRow = z.infer<typeof pointBalanceRowSchema>;

export const pointEntryRowSchema = z.object({
  id: z.number().int(),
  entryDate: z.string(),
  kind: z.enum(POINT_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  docKind: z.string().nullable(),
  docCode: z.string().nullable(),
  docLine: z.number().int().nullable(),
  memo: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type PointEntryRow = z.infer<typeof pointEntryRowSchema>;

export const pointInfoSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  rank: z.string().nullable(),
  balance: z.number().int(),
  rateBp: z.number().int(),
  rateSource: z.enum(['rank', 'day', 'none']),
  entries: listPageSchema(pointEntryRowSchema),
});
export type PointInfo = z.infer<typeof pointInfoSchema>;

export const pointListQuerySchema = z.object({
  customerCode: optionalText('거래처', 20),
  keyword: optionalText('검색어', 50),
  onlyPositive: z.boolean().default(false).meta({ title: '잔액 있는 거래처만' }),
  ...pageQueryFields(),
});
export type PointListQuery = z.infer<typeof pointListQuerySchema>;

export const pointEntryQuerySchema = z.object({
  kind: z.enum(POINT_KINDS).nullish().meta({ title: '구분' }),
  ...pageQueryFields({ max: 1000, size: 100 }),
});
export type PointEntryQuery = z.infer<typeof pointEntryQuerySchema>;

export const pointBalancePageSchema = listPageSchema(pointBalanceRowSchema);
