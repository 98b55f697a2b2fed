import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { ymdSchema } from '../validate/field-schemas.js';

// The remaining sales screens (SPEC §2.11, §2.12): sums of what was sold by part, kind or brand
// over a period (OrderProductSumQty / OrderProductSumAmount) and a car's order history
// (ObtainAggregation). Quantities and amounts are net of checked cancels.

export const PRODUCT_SUM_GROUPS = ['part', 'kind', 'brand'] as const;
export const PRODUCT_SUM_GROUP_LABELS: Record<(typeof PRODUCT_SUM_GROUPS)[number], string> = {
  part: '품목',
  kind: '품목 분류',
  brand: '브랜드',
};

export const productSumQuerySchema = z
  .object({
    fromDate: labeled(ymdSchema, '시작일'),
    toDate: labeled(ymdSchema, '종료일'),
    groupBy: labeled(z.enum(PRODUCT_SUM_GROUPS), '기준'),
    order: labeled(z.enum(['qty', 'amount']), '정렬'),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] });
export type ProductSumQuery = z.infer<typeof productSumQuerySchema>;

export const productSumRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  qty: z.number().int(),
  supply: z.number().int(),
  total: z.number().int(),
  orders: z.number().int(),
});
export type ProductSumRow = z.infer<typeof productSumRowSchema>;

export const productSumSchema = z.object({
  rows: z.array(productSumRowSchema),
  totalQty: z.number().int(),
  totalAmount: z.number().int(),
});
export type ProductSum = z.infer<typeof productSumSchema>;

export const aggregationQuerySchema = z.object({
  /** all: every order of the car; fixed: fixed orders only. */
  type: labeled(z.enum(['all', 'fixed']), '구분'),
  customerCode: labeled(z.string().trim().max(20).optional(), '거래처'),
  vin: labeled(z.string().trim().min(1, '차대번호를 입력하세요.').max(40), '차대번호'),
});

export const aggregationSchema = z.object({
  vin: z.string(),
  orders: z.array(
    z.object({
      orderCode: z.string(),
      orderDate: ymdSchema,
      status: z.string(),
      customerCode: z.string(),
      customerName: z.string(),
      carNumber: z.string().nullable(),
      total: z.number().int(),
      lines: z.array(
        z.object({
          lineNo: z.number().int(),
          partNo: z.string(),
          partName: z.string(),
          qty: z.number().int(),
          total: z.number().int(),
        }),
      ),
    }),
  ),
  totalAmount: z.number().int(),
});
export type Aggregation = z.infer<typeof aggregationSchema>;

/** OrderSeasonList's :type: every month of the last year, or a season's months only. */
export const SEASON_TYPES = ['all', 'winter', 'summer'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];
export const SEASON_LABELS: Record<SeasonType, string> = {
  all: '전체',
  winter: '겨울 (12~2월)',
  summer: '여름 (6~8월)',
};
/** Winter batteries, summer air conditioning: the months each season's demand falls in. */
export const SEASON_MONTHS: Record<SeasonType, readonly number[]> = {
  all: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  winter: [12, 1, 2],
  summer: [6, 7, 8],
};

export const seasonQuerySchema = z.object({
  type: labeled(z.enum(SEASON_TYPES), '계절'),
  toMonth: labeled(z.string().regex(/^\d{6}$/, 'YYYYMM 형식으로 입력하세요.'), '기준 월'),
});

export const seasonSchema = z.object({
  months: z.array(z.string()),
  rows: z.array(
    z.object({
      kindCode: z.string(),
      kindName: z.string(),
      byMonth: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export type SeasonDemand = z.infer<typeof seasonSchema>;
