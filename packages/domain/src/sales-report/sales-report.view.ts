import { z } from 'zod';
import { customerRefFields, partRefFields } from '../common/row-fields.js';
import { listPageSchema } from '../list/list-query.js';
import { ORDER_STATUSES } from '../sales-order/sales-order.status.js';
import { hmSchema, ymdSchema } from '../validate/field-schemas.js';
import { ORDER_EVENT_KINDS } from './order-event.status.js';
import { INTEGRATED_STATES, ORDER_PROBLEMS } from './sales-report.schema.js';

// What the order report endpoints answer (IntegratedStatus, OrderCheck, OrderProblemList, OrderLog,
// the VIN duplicates, a customer's history and margin, the fix and print checks), declared once
// for the server that builds them and the web that shows them.

const won = z.number().int();
const count = z.number().int().min(0);
const isoInstant = z.iso.datetime();

/** An order of the report lists: the order, who registered and fixed it, its examination and cancels. */
export const orderReportRowSchema = z.object({
  code: z.string(),
  orderDate: ymdSchema,
  status: z.enum(ORDER_STATUSES),
  state: z.enum(INTEGRATED_STATES),
  ...customerRefFields,
  carNumber: z.string().nullable(),
  vin: z.string().nullable(),
  supply: won,
  tax: won,
  /** The order's total as fixed. */
  total: won,
  /** Won its checked cancels took back, as posted. */
  cancelledTotal: won,
  /** What is still sold: total less checked cancels (0 once the whole order is cancelled). */
  netTotal: won,
  lineCount: count,
  createdByName: z.string().nullable(),
  createdByKind: z.string().nullable(),
  createdAt: isoInstant,
  fixedAt: isoInstant.nullable(),
  fixedByName: z.string().nullable(),
  examState: z.enum(['none', 'scanning', 'done']),
  examinerName: z.string().nullable(),
  cancelPending: z.boolean(),
  lastPrintedAt: isoInstant.nullable(),
  lastPrintedByName: z.string().nullable(),
  reservationDate: ymdSchema.nullable(),
  reservationTime: hmSchema.nullable(),
});
export type OrderReportRow = z.infer<typeof orderReportRowSchema>;
export const orderReportPageSchema = listPageSchema(orderReportRowSchema);

/** An order of OrderProblemList with the problems it has and how often its examination refused. */
export const orderProblemRowSchema = orderReportRowSchema.extend({
  problems: z.array(z.enum(ORDER_PROBLEMS)),
  refusals: count,
});
export type ProblemRow = z.infer<typeof orderProblemRowSchema>;
export const orderProblemPageSchema = listPageSchema(orderProblemRowSchema);

/** One entry of the order log; before and after are what the changing service stored. */
export const orderEventRowSchema = z.object({
  id: z.number().int(),
  at: isoInstant,
  kind: z.enum(ORDER_EVENT_KINDS),
  orderCode: z.string(),
  orderDate: ymdSchema,
  ...customerRefFields,
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorLoginId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OrderEventRow = z.infer<typeof orderEventRowSchema>;
export const orderEventPageSchema = listPageSchema(orderEventRowSchema);

export const integratedStatusViewSchema = z.object({
  date: ymdSchema,
  /** Per state, once each: orders, their total net of checked cancels, what cancels took back. */
  states: z
    .array(
      z.object({
        state: z.enum(INTEGRATED_STATES),
        label: z.string(),
        count,
        total: won,
        cancelledTotal: won,
      }),
    )
    .refine((states) => new Set(states.map((s) => s.state)).size === states.length, {
      message: '상태마다 한 줄입니다.',
    }),
  count,
  /** The day's sales net of checked cancels (cancelled orders add nothing). */
  total: won,
  /** Won taken back by checked cancels of the day's orders. */
  cancelledTotal: won,
  /** Orders with a cancel request still waiting for its check. */
  cancelPendingCount: count,
});
export type IntegratedStatusView = z.infer<typeof integratedStatusViewSchema>;

export const vinDuplicateRowSchema = z.object({
  vin: z.string(),
  /** Null when the group is the VIN alone (samePart = false). */
  partCode: z.string().nullable(),
  partName: z.string().nullable(),
  orderCount: count,
  firstDate: ymdSchema,
  lastDate: ymdSchema,
  orderCodes: z.array(z.string()),
  customerNames: z.array(z.string()),
  qty: z.number().int(),
});
export type VinDuplicateRow = z.infer<typeof vinDuplicateRowSchema>;
export const vinDuplicatePageSchema = listPageSchema(vinDuplicateRowSchema);

/** The customer a history or margin report is about. */
export const customerHeadSchema = z.object({
  code: z.string(),
  name: z.string(),
  customerType: z.string(),
  vatIncluded: z.boolean(),
});
export type CustomerHead = z.infer<typeof customerHeadSchema>;

export const customerHistoryLineSchema = z.object({
  orderCode: z.string(),
  orderDate: ymdSchema,
  status: z.enum(ORDER_STATUSES),
  carNumber: z.string().nullable(),
  vin: z.string().nullable(),
  lineNo: z.number().int(),
  ...partRefFields,
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  unitPrice: won,
  priceReason: z.string().nullable(),
  total: won,
});
export type HistoryLine = z.infer<typeof customerHistoryLineSchema>;

/** CustomerOrderHistory: the lines, the customer, and what is still sold on the whole filter. */
export const customerHistoryPageSchema = listPageSchema(customerHistoryLineSchema).extend({
  customer: customerHeadSchema,
  sum: z.object({ qty: z.number().int(), total: won }),
});
export type CustomerHistoryPage = z.infer<typeof customerHistoryPageSchema>;

export const customerProfitRowSchema = z.object({
  code: z.string(),
  orderDate: ymdSchema,
  carNumber: z.string().nullable(),
  /** Supply amount still sold (before VAT), after checked cancels. */
  supply: won,
  /** Purchase cost of the units still sold, for the lines whose purchase price is known. */
  cost: won,
  margin: won,
  /** margin / supply in basis points (1/100 %), null when nothing is sold. */
  marginBp: z.number().int().nullable(),
  /** Lines without a purchase price: their supply is in `supply` but no cost is counted. */
  unknownCostLines: count,
});
export type ProfitRow = z.infer<typeof customerProfitRowSchema>;

export const customerProfitSumSchema = customerProfitRowSchema.pick({
  supply: true,
  cost: true,
  margin: true,
  marginBp: true,
  unknownCostLines: true,
});
export type ProfitSum = z.infer<typeof customerProfitSumSchema>;

/** CustomerOrderProfitInfo: margins per fixed order, the customer, and the sums of the filter. */
export const customerProfitPageSchema = listPageSchema(customerProfitRowSchema).extend({
  customer: customerHeadSchema,
  sum: customerProfitSumSchema,
});
export type CustomerProfitPage = z.infer<typeof customerProfitPageSchema>;

/** Fix status: whether an order is fixed, when and by whom. */
export const orderFixStatusSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** A fixed order stays fixed in the books after a partial cancel; a cancelled one was fixed once. */
  fixed: z.boolean(),
  fixedAt: isoInstant.nullable(),
  fixedByName: z.string().nullable(),
});
export type FixStatus = z.infer<typeof orderFixStatusSchema>;

export const PRINTED_DOCUMENTS = ['sale', 'estimate', 'cancel'] as const;

/** Who printed one of an order's statements, and when. */
export const printRecordSchema = z.object({
  orderCode: z.string(),
  document: z.enum(PRINTED_DOCUMENTS),
  documentCode: z.string(),
  at: isoInstant,
  actorName: z.string().nullable(),
  actorLoginId: z.string().nullable(),
});
export type PrintRecord = z.infer<typeof printRecordSchema>;
