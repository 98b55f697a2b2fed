import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import {
  amountFields,
  customerRefFields,
  pagedRowsSchema,
  partNameFields,
  partRefFields,
} from '../common/row-fields.js';
import { parseYmd } from '../datetime/ymd.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText, qtyField, versionField } from '../part/part-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';

// Part reports read from the ledgers (stock_moves, sales_order_lines): fast-moving parts
// (PartFastTurn), non-moving parts (PartWithoutRotation), sales records of a part
// (ProductSalesRecordsList) and parts under their proper stock (PartProperStockRecordList).

/** A report period may span at most this many days: the ledgers grow without end. */
export const PART_REPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one YYYYMMDD to another, both counted (20261101–20261130 → 30). */
export const periodDays = (fromDate: string, toDate: string): number | null => {
  const from = parseYmd(fromDate);
  const to = parseYmd(toDate);
  if (!from || !to) return null;
  return Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
};

const pageFields = pageQueryFields({ message: '한 번에 500건까지 볼 수 있습니다.' });

const periodFields = {
  fromDate: labeled(ymdSchema, '시작일'),
  toDate: labeled(ymdSchema, '종료일'),
};

type Period = { fromDate: string; toDate: string };
const periodRule = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] })
    .refine((q) => (periodDays(q.fromDate, q.toDate) ?? 0) <= PART_REPORT_MAX_DAYS, {
      message: `기간은 ${PART_REPORT_MAX_DAYS}일까지 조회할 수 있습니다.`,
      path: ['toDate'],
    });

const warehouseFilter = optionalText('창고', 20);
const partCodeFilter = optionalText('품목 코드', 20);

/** PartFastTurn: parts ranked by units sold in a period. */
export const fastTurnQuerySchema = periodRule(
  z.object({
    ...periodFields,
    warehouseCode: warehouseFilter,
    kindCode: optionalText('품목 분류', 20),
    ...pageFields,
  }),
);
export type FastTurnQuery = z.infer<typeof fastTurnQuerySchema>;

export const fastTurnRowSchema = z.object({
  rank: z.number().int(),
  ...partNameFields,
  /** Sold (sale-out) minus taken back by cancels (cancel-in) in the period. */
  soldQty: z.number().int(),
  /** Every outgoing move of the period (sales, purchase returns, warehouse moves, adjustments). */
  outQty: z.number().int(),
  /** Orders that took it out in the period. */
  orderCount: z.number().int(),
  onHand: z.number().int(),
  /** Units sold per day over the period. */
  perDay: z.number(),
});
export type FastTurnRow = z.infer<typeof fastTurnRowSchema>;
export const fastTurnPageSchema = pagedRowsSchema(fastTurnRowSchema, { days: z.number().int() });
export type FastTurnPage = z.infer<typeof fastTurnPageSchema>;

/** PartWithoutRotation: stock on hand but nothing went out since a date. */
export const withoutRotationQuerySchema = z.object({
  sinceDate: labeled(ymdSchema, '기준일'),
  warehouseCode: warehouseFilter,
  ...pageFields,
});
export type WithoutRotationQuery = z.infer<typeof withoutRotationQuerySchema>;

export const withoutRotationRowSchema = z.object({
  ...partNameFields,
  onHand: z.number().int(),
  purchasePrice: z.number().int(),
  /** The money the shelf holds at cost: the balances' moving average value (VAT excluded). */
  stockValue: z.number().int(),
  /** The last outgoing move ever, or null when it never moved out. */
  lastOutAt: z.string().nullable(),
});
export type WithoutRotationRow = z.infer<typeof withoutRotationRowSchema>;
export const withoutRotationPageSchema = listPageSchema(withoutRotationRowSchema);
export type WithoutRotationPage = z.infer<typeof withoutRotationPageSchema>;

/** ProductSalesRecordsList: fixed order lines of a period, one part or one customer or all. */
export const salesRecordsQuerySchema = periodRule(
  z.object({
    ...periodFields,
    partCode: partCodeFilter,
    customerCode: optionalText('거래처', 20),
    ...pageFields,
  }),
);
export type SalesRecordsQuery = z.infer<typeof salesRecordsQuerySchema>;

export const salesRecordRowSchema = z.object({
  orderDate: z.string(),
  fixedAt: z.string().nullable(),
  orderCode: z.string(),
  lineNo: z.number().int(),
  ...customerRefFields,
  ...partRefFields,
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  unitPrice: z.number().int(),
  ...amountFields,
});
export type SalesRecordRow = z.infer<typeof salesRecordRowSchema>;
export const salesRecordsPageSchema = pagedRowsSchema(salesRecordRowSchema, {
  /** Over every line of the filter, not just this page. */
  sums: z.object({ qty: z.number().int(), cancelledQty: z.number().int(), ...amountFields }),
});
export type SalesRecordsPage = z.infer<typeof salesRecordsPageSchema>;

/** PartProperStockRecordList: parts whose on-hand is under their proper (minimum) stock. */
export const properStockQuerySchema = z.object({
  warehouseCode: warehouseFilter,
  keyword: optionalText('검색어', 50),
  ...pageFields,
});
export type ProperStockQuery = z.infer<typeof properStockQuerySchema>;

export const properStockRowSchema = z.object({
  ...partNameFields,
  brandName: z.string().nullable(),
  properStock: z.number().int(),
  onHand: z.number().int(),
  shortage: z.number().int(),
  purchasePrice: z.number().int(),
});
export type ProperStockRow = z.infer<typeof properStockRowSchema>;
export const properStockPageSchema = listPageSchema(properStockRowSchema);
export type ProperStockPage = z.infer<typeof properStockPageSchema>;

/** PartSetInsert/{ordercode}: a set put on a draft order as its components. */
export const partSetOrderInsertSchema = z.object({
  setCode: labeled(
    z
      .string({ message: '세트를 고르세요.' })
      .trim()
      .min(1, '세트를 고르세요.')
      .max(20)
      .transform((v) => v.toUpperCase()),
    '세트',
  ),
  qty: qtyField('세트 수량', 1_000),
  version: versionField(),
});
export type PartSetOrderInsert = z.infer<typeof partSetOrderInsertSchema>;

/**
 * PartReturnList: goods that came back into stock from customers — a checked sale cancel
 * (cancel-in) or a return (return-in) — in a period, by part and customer.
 */
/** The same filter as the sales records: a period, and one part or one customer or all. */
export const partReturnsQuerySchema = salesRecordsQuerySchema;
export type PartReturnsQuery = z.infer<typeof partReturnsQuerySchema>;

export const partReturnRowSchema = z.object({
  at: z.string(),
  reason: z.string(),
  /** The cancel (X…) or return document the goods came back with. */
  docCode: z.string(),
  orderCode: z.string().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  warehouseCode: z.string(),
  ...partRefFields,
  qty: z.number().int(),
});
export type PartReturnRow = z.infer<typeof partReturnRowSchema>;
export const partReturnsPageSchema = pagedRowsSchema(partReturnRowSchema, {
  /** Units over every row of the filter. */
  qty: z.number().int(),
});
export type PartReturnsPage = z.infer<typeof partReturnsPageSchema>;
