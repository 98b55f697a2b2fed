import { z } from 'zod';
import { amountFields, customerRefFields, partRefFields, rowsPageSchema } from '../common/row-fields.js';
import { categoryPriceSchema } from '../customer/category-price.js';
import { partListRowSchema } from '../part/part.schema.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { ORDER_STATUSES } from './sales-order.status.js';

// What the order endpoints answer (DESIGN §3: one declaration, read by the server that builds it
// and the web that shows it).

export const orderLineViewSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  norm: z.string().nullable(),
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  listPrice: z.number().int(),
  unitPrice: z.number().int(),
  priceReason: z.string().nullable(),
  ...amountFields,
  memo: z.string().nullable(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderViewSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  ...customerRefFields,
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  warehouseCode: z.string(),
  vatIncluded: z.boolean(),
  ...amountFields,
  memo: z.string().nullable(),
  memoCode: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  fixedBy: z.number().int().nullable(),
  fixedAt: z.iso.datetime().nullable(),
  version: z.number().int(),
  /** The business day (YYYYMMDD, KST): the registration day unless changed. */
  orderDate: ymdSchema,
  /** Booked delivery or pick-up day (YYYYMMDD) and time (HHmm), when the order has one. */
  reservationDate: ymdSchema.nullable(),
  reservationTime: z.string().nullable(),
  lines: z.array(orderLineViewSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * A row of ObtainList: the order without its lines, with how many it has, its warehouse's name,
 * and its cancels: what checked cancels took back, what is still sold, whether one waits.
 */
export const orderSummarySchema = orderViewSchema.omit({ lines: true }).extend({
  lineCount: z.number().int(),
  warehouseName: z.string(),
  cancelledTotal: z.number().int(),
  netTotal: z.number().int(),
  cancelPending: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = rowsPageSchema(orderSummarySchema);

/** What this customer paid last time for a part (CustomerDiscountProds), from its latest fixed order. */
export const lastPriceSchema = z.object({
  partCode: z.string(),
  unitPrice: z.number().int(),
  orderCode: z.string(),
  orderedAt: z.iso.datetime(),
});
export type LastPrice = z.infer<typeof lastPriceSchema>;

/** Units of the part on hand per warehouse. */
export const candidateStockSchema = z.object({ warehouseCode: z.string(), qty: z.number().int() });
export type CandidateStock = z.infer<typeof candidateStockSchema>;

/** A part the order screen offers for what the clerk typed, with stock and this customer's prices. */
export const orderCandidateSchema = partListRowSchema.extend({
  stock: z.array(candidateStockSchema),
  /** What this customer paid last time (CustomerDiscountProds), if it bought the part before. */
  lastPrice: lastPriceSchema.nullable(),
  /** The sale price after this customer's discount for the part's kind, if it has one. */
  categoryPrice: z.number().int().nullable(),
  /** The sale price after the discount of the customer's rank for the part's kind (the rank module). */
  rankPrice: z.number().int().nullable().optional(),
  /** What the order screen fills in: the last price, else the lower of category and rank price, else the sale price. */
  suggestedPrice: z.number().int(),
});
export type OrderCandidate = z.infer<typeof orderCandidateSchema>;

/** A part a customer has bought (fixed orders), with the last price it paid and its prices now. */
export const discountProdRowSchema = z.object({
  partCode: z.string(),
  partNo: z.string(),
  name: z.string(),
  norm: z.string().nullable(),
  kindCode: z.string().nullable(),
  kindName: z.string().nullable(),
  active: z.boolean(),
  salePrice: z.number().int(),
  /** The sale price after the customer's discount for the part's kind; null without one. */
  categoryPrice: z.number().int().nullable(),
  discountBp: z.number().int().nullable(),
  lastPrice: z.number().int(),
  lastOrderCode: z.string(),
  lastOrderedAt: z.iso.datetime(),
  /** Fixed orders of this customer with the part, and the units they took. */
  orderCount: z.number().int(),
  qty: z.number().int(),
  /** What the order screen offers: the last price, else the category price, else the sale price. */
  suggestedPrice: z.number().int(),
});
export type DiscountProdRow = z.infer<typeof discountProdRowSchema>;

/** CustomerDiscountProds: one page of bought parts and the customer's discount per part kind. */
export const discountProdsSchema = rowsPageSchema(discountProdRowSchema, {
  ...customerRefFields,
  categories: z.array(categoryPriceSchema),
});
export type DiscountProds = z.infer<typeof discountProdsSchema>;
