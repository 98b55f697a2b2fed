import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { pagedRowsSchema, partRefFields } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';

// The stock's cost (issue #17 "Cost"): a moving average per part and warehouse, kept as the
// balance's value in won (VAT excluded) and each move's value, so a valuation at any past day is
// the sum of the moves up to it.

/** Stock valuation at the end of a Korean day: units and value per part and warehouse. */
export const stockValuationQuerySchema = z.object({
  date: labeled(ymdSchema, '기준일'),
  warehouseCode: optionalText('창고', 20),
  partCode: optionalText('품목 코드', 20),
  ...pageQueryFields({ max: 1000, size: 100, message: '한 번에 1000건까지 볼 수 있습니다.' }),
});
export type StockValuationQuery = z.infer<typeof stockValuationQuerySchema>;

export const stockValuationRowSchema = z.object({
  ...partRefFields,
  warehouseCode: z.string(),
  qty: z.number().int(),
  /** Won before VAT: the sum of the moves' values up to the day. */
  value: z.number().int(),
  /** value ÷ qty rounded to the won; null with no units. */
  averageCost: z.number().int().nullable(),
});
export type StockValuationRow = z.infer<typeof stockValuationRowSchema>;

export const stockValuationPageSchema = pagedRowsSchema(stockValuationRowSchema, {
  date: z.string(),
  totalQty: z.number().int(),
  totalValue: z.number().int(),
});
export type StockValuationPage = z.infer<typeof stockValuationPageSchema>;

/**
 * Freight (or any landed cost) spread over stock on hand: the amount in won before VAT, split
 * over the lines by their weight (the arrival's supply per line, say) to the won.
 */
export type FreightAllocation = {
  amount: number;
  docKind: string;
  docCode: string;
  lines: readonly { partId: number; warehouseCode: string; weight: number; docLine?: number }[];
};

/**
 * The amount split by weight, largest remainders first, so the parts add up to the amount
 * exactly (10 000 over weights 1, 1, 1 → 3 334, 3 333, 3 333).
 */
export const splitByWeight = (amount: number, weights: readonly number[]): number[] => {
  if (amount < 0) return splitByWeight(-amount, weights).map((share) => -share);
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * Math.max(0, w)) / total);
  const shares = exact.map((x) => Math.floor(x));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};
