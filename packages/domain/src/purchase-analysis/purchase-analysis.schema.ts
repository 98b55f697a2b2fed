import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { pagedRowsSchema, partRefFields, supplierRefFields } from '../common/row-fields.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { PART_REPORT_MAX_DAYS, periodDays } from '../part-report/part-report.schema.js';
import { PURCHASE_STATUSES } from '../purchase/purchase.status.js';
import { statementPartySchema } from '../sales-order/statement.view.js';
import { stockMoveRowSchema } from '../stock/stock-move.schema.js';
import { ymdSchema } from '../validate/field-schemas.js';

// Purchasing analysis (SPEC §2.13): the purchaser's day, purchase totals, price comparison,
// shortage, stock in/out and the purchase registers, all read from fixed purchases and the ledgers.

type Period = { fromDate: string; toDate: string };

const periodFields = { fromDate: labeled(ymdSchema, '시작일'), toDate: labeled(ymdSchema, '종료일') };

/** A period of YYYYMMDD days, from ≤ to, at most a year: the ledgers grow without end. */
const periodRule = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((q) => q.fromDate <= q.toDate, { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] })
    .refine((q) => (periodDays(q.fromDate, q.toDate) ?? 0) <= PART_REPORT_MAX_DAYS, {
      message: `기간은 ${PART_REPORT_MAX_DAYS}일까지 조회할 수 있습니다.`,
      path: ['toDate'],
    });

const pageFields = pageQueryFields({ message: '한 번에 500건까지 볼 수 있습니다.' });
const moneySums = { supply: z.number().int(), vat: z.number().int(), total: z.number().int() };

/* ---- PurchaseManagement / PurchaseMobileMain: the purchaser's day ---- */

const dayPurchaseSchema = z.object({
  code: z.string(),
  ...supplierRefFields,
  purchaseDate: z.string(),
  total: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
});
export type DayPurchase = z.infer<typeof dayPurchaseSchema>;

/** How far ahead the 입고 예정 card looks: today and the next three days. */
export const DUE_DAYS = 3;

const dayOrderLineSchema = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  ...supplierRefFields,
  partNo: z.string(),
  partName: z.string(),
  remainingQty: z.number().int(),
  expectedDate: z.string(),
});

export const purchaseDaySchema = z.object({
  today: z.string(),
  /** Arrivals not fixed yet (draft purchases), newest first. */
  unfixed: z.object({ count: z.number().int(), total: z.number().int(), rows: z.array(dayPurchaseSchema) }),
  /** Purchases dated today and fixed. */
  fixedToday: z.object({
    count: z.number().int(),
    total: z.number().int(),
    rows: z.array(dayPurchaseSchema),
  }),
  /** Parts under their proper stock (counted up to the list cap). */
  shortage: z.object({
    count: z.number().int(),
    capped: z.boolean(),
    rows: z.array(
      z.object({
        partCode: z.string(),
        partNo: z.string(),
        name: z.string(),
        properStock: z.number().int(),
        onHand: z.number().int(),
      }),
    ),
  }),
  /** What the company owes its suppliers (supplier_balances), largest first. */
  payable: z.object({
    total: z.number().int(),
    suppliers: z.number().int(),
    rows: z.array(z.object({ ...supplierRefFields, balance: z.number().int() })),
  }),
  /** Orders and returns waiting for the first check (requested) or the last check (checked). */
  approvals: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        kind: z.enum(['order', 'return']),
        code: z.string(),
        ...supplierRefFields,
        status: z.enum(['requested', 'checked']),
        total: z.number().int(),
      }),
    ),
  }),
  /** Lines of saved orders still to arrive, expected today … today + DUE_DAYS. */
  due: z.object({ count: z.number().int(), qty: z.number().int(), rows: z.array(dayOrderLineSchema) }),
  /** Lines past their expected day, not fully arrived: how many, from how many suppliers. */
  late: z.object({
    count: z.number().int(),
    suppliers: z.number().int(),
    rows: z.array(z.object({ ...supplierRefFields, lines: z.number().int(), maxDaysLate: z.number().int() })),
  }),
  /** Draft arrivals made from orders whose examination is not posted yet. */
  examWait: z.object({ count: z.number().int(), rows: z.array(dayPurchaseSchema) }),
  /** Fixed arrival lines not (fully) on a supplier bill: lines, their open amount, by supplier. */
  unbilled: z.object({
    count: z.number().int(),
    total: z.number().int(),
    rows: z.array(z.object({ ...supplierRefFields, lines: z.number().int(), total: z.number().int() })),
  }),
  /** Returns approved and not saved (the goods still to go out). */
  returnsToShip: z.object({
    count: z.number().int(),
    rows: z.array(z.object({ code: z.string(), ...supplierRefFields, total: z.number().int() })),
  }),
});
export type PurchaseDay = z.infer<typeof purchaseDaySchema>;

/** PurchasePrint/purchase/:code: the parties of the 매입 전표 (the company may be unregistered). */
export const purchasePrintPartiesSchema = z.object({
  supplier: statementPartySchema,
  /** The company's registration with its 업태 · 종목 (a supplier record has none). */
  company: statementPartySchema
    .extend({ businessType: z.string().nullable(), businessItem: z.string().nullable() })
    .nullable(),
});
export type PurchasePrintParties = z.infer<typeof purchasePrintPartiesSchema>;

/* ---- PurchaseStatus: totals by period and a grouping ---- */

export const PURCHASE_STATUS_GROUPS = ['supplier', 'kind', 'brand', 'month'] as const;
export type PurchaseStatusGroup = (typeof PURCHASE_STATUS_GROUPS)[number];
export const PURCHASE_STATUS_GROUP_LABELS: Record<PurchaseStatusGroup, string> = {
  supplier: '매입처별',
  kind: '품목 분류별',
  brand: '브랜드별',
  month: '월별',
};

export const purchaseStatusQuerySchema = periodRule(
  z.object({
    ...periodFields,
    groupBy: labeled(
      z.enum(PURCHASE_STATUS_GROUPS, '매입처별·품목 분류별·브랜드별·월별 중에서 고르세요.'),
      '집계 기준',
    ),
    supplierCode: optionalText('매입처', 20),
  }),
);
export type PurchaseStatusQuery = z.infer<typeof purchaseStatusQuerySchema>;

export const purchaseStatusRowSchema = z.object({
  /** The group's code (supplier, kind, brand code or YYYYMM); '' for parts without one. */
  key: z.string(),
  label: z.string(),
  /** Fixed purchases with a line in the group. */
  purchaseCount: z.number().int(),
  lineCount: z.number().int(),
  qty: z.number().int(),
  ...moneySums,
});
export type PurchaseStatusRow = z.infer<typeof purchaseStatusRowSchema>;
export const purchaseStatusSchema = z.object({
  rows: z.array(purchaseStatusRowSchema),
  sums: purchaseStatusRowSchema.omit({ key: true, label: true }),
});
export type PurchaseStatusReport = z.infer<typeof purchaseStatusSchema>;

/* ---- PurchasePriceComparison: one part's prices by supplier ---- */

export const priceComparisonQuerySchema = periodRule(
  z.object({
    ...periodFields,
    partCode: labeled(
      z
        .string()
        .trim()
        .min(1, '품목을 고르세요.')
        .max(20, '20자 이하로 입력하세요.')
        .transform((v) => v.toUpperCase()),
      '품목',
    ),
  }),
);
export type PriceComparisonQuery = z.infer<typeof priceComparisonQuerySchema>;

export const priceComparisonRowSchema = z.object({
  ...supplierRefFields,
  lastPrice: z.number().int(),
  lastDate: z.string(),
  lastPurchaseCode: z.string(),
  minPrice: z.number().int(),
  avgPrice: z.number().int(),
  maxPrice: z.number().int(),
  count: z.number().int(),
  qty: z.number().int(),
});
export type PriceComparisonRow = z.infer<typeof priceComparisonRowSchema>;
export const priceComparisonSchema = z.object({
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  /** The part master's purchase price, to hold the suppliers' prices against. */
  purchasePrice: z.number().int(),
  rows: z.array(priceComparisonRowSchema),
});
export type PriceComparison = z.infer<typeof priceComparisonSchema>;

/* ---- StockInOutList: the stock ledger's moves, with a running balance for one part ---- */

export const stockInOutRowSchema = stockMoveRowSchema.extend({
  /** On hand right after this move (in the filtered warehouse, else all), when one part is filtered. */
  balance: z.number().int().nullable(),
});
export type StockInOutRow = z.infer<typeof stockInOutRowSchema>;
export const stockInOutPageSchema = listPageSchema(stockInOutRowSchema);
export type StockInOutPage = z.infer<typeof stockInOutPageSchema>;

/* ---- InventoryStatus/:ptnocode/:customerCode ---- */

export const inventoryStatusSchema = z.object({
  ...partRefFields,
  properStock: z.number().int(),
  purchasePrice: z.number().int(),
  ...supplierRefFields,
  onHand: z.number().int(),
  warehouses: z.array(
    z.object({ warehouseCode: z.string(), warehouseName: z.string(), qty: z.number().int() }),
  ),
  /** The part's purchases from the supplier, newest first (drafts included, marked). */
  history: z.array(
    z.object({
      code: z.string(),
      purchaseDate: z.string(),
      status: z.enum(PURCHASE_STATUSES),
      statusLabel: z.string(),
      warehouseCode: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      ...moneySums,
    }),
  ),
});
export type InventoryStatus = z.infer<typeof inventoryStatusSchema>;

/* ---- PurchaseRegister / BuyRegister: every fixed purchase line of a period ---- */

export const purchaseRegisterQuerySchema = periodRule(
  z.object({ ...periodFields, supplierCode: optionalText('매입처', 20), ...pageFields }),
);
export type PurchaseRegisterQuery = z.infer<typeof purchaseRegisterQuerySchema>;

export const purchaseRegisterRowSchema = z.object({
  purchaseDate: z.string(),
  purchaseCode: z.string(),
  lineNo: z.number().int(),
  ...supplierRefFields,
  ...partRefFields,
  brandName: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  ...moneySums,
  /** Total so far in the register's order (BuyRegister: within the supplier). */
  runningTotal: z.number().int(),
});
export type PurchaseRegisterRow = z.infer<typeof purchaseRegisterRowSchema>;

const registerSums = z.object({ count: z.number().int(), qty: z.number().int(), ...moneySums });
export const purchaseRegisterPageSchema = pagedRowsSchema(purchaseRegisterRowSchema, { sums: registerSums });
export type PurchaseRegisterPage = z.infer<typeof purchaseRegisterPageSchema>;

export const buyRegisterSubtotalSchema = registerSums.extend(supplierRefFields);
export type BuyRegisterSubtotal = z.infer<typeof buyRegisterSubtotalSchema>;
export const buyRegisterPageSchema = pagedRowsSchema(purchaseRegisterRowSchema, {
  sums: registerSums,
  /** Every supplier of the period with its subtotal (not only this page's). */
  subtotals: z.array(buyRegisterSubtotalSchema),
});
export type BuyRegisterPage = z.infer<typeof buyRegisterPageSchema>;

/* ---- PurchaseRegistration/:purchasecode/:suppliercode/:pbrand/:seq: one line of a purchase ---- */

export const purchaseLineRefSchema = z.object({
  purchaseCode: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  ...supplierRefFields,
  lineNo: z.number().int(),
  ...partRefFields,
  /** The part's brand; '-' in the path names a part without one. */
  brandCode: z.string().nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
});
export type PurchaseLineRef = z.infer<typeof purchaseLineRefSchema>;
