import { z } from 'zod';
import { ymdSchema } from '../validate/field-schemas.js';
import { ORDER_CHANNELS } from './sales-report.schema.js';

// What the graph calls of SPEC §7.8 answer (HourlyGraph, ProductOrderAndTossGraph, AppOrderGraph),
// declared once for the server and the web. Money is in won, net of checked cancels.

const won = z.number().int();
const count = z.number().int().min(0);

/** One line of the hourly graph: a clerk or a customer type, 24 hourly figures each. */
export const hourlySeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Sales of each hour (index = hour of the fix, KST), net of checked cancels. */
  amounts: z.array(won),
  /** Orders fixed in each hour. */
  counts: z.array(count),
});
export type HourlySeries = z.infer<typeof hourlySeriesSchema>;

export const hourlyGraphViewSchema = z.object({
  date: ymdSchema,
  hours: z.array(z.number().int().min(0).max(23)),
  byUser: z.array(hourlySeriesSchema),
  byCustomerType: z.array(hourlySeriesSchema),
  total: z.object({ amounts: z.array(won), counts: z.array(count) }),
});
export type HourlyGraph = z.infer<typeof hourlyGraphViewSchema>;

/** A part's monthly sales over the stock ledger (quantities). */
export const productMonthlyViewSchema = z.object({
  part: z.object({ code: z.string(), partNo: z.string(), name: z.string() }),
  /** YYYYMM of each bucket. */
  months: z.array(z.string().regex(/^\d{6}$/)),
  soldQty: z.array(z.number().int()),
  cancelledQty: z.array(z.number().int()),
  netQty: z.array(z.number().int()),
  orderCount: z.array(count),
});
export type ProductMonthly = z.infer<typeof productMonthlyViewSchema>;

/** Orders per day or month and channel; fixed totals net of checked cancels. */
export const channelGraphViewSchema = z.object({
  unit: z.enum(['day', 'month']),
  /** YYYYMMDD or YYYYMM of each bucket. */
  buckets: z.array(z.string().regex(/^\d{6}(\d{2})?$/)),
  /** One series per channel. */
  series: z
    .array(
      z.object({
        channel: z.enum(ORDER_CHANNELS),
        counts: z.array(count),
        fixedTotals: z.array(won),
      }),
    )
    .refine((series) => new Set(series.map((s) => s.channel)).size === series.length, {
      message: '경로마다 한 줄입니다.',
    }),
});
export type ChannelGraph = z.infer<typeof channelGraphViewSchema>;
