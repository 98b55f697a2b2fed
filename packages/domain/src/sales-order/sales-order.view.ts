import { z } from 'zod';
import { ORDER_STATUSES } from './sales-order.status.js';

// What the order endpoints answer (DESIGN §3: one declaration, read by the server that builds it
// and the web that shows it).

export const orderLineViewSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  norm: z.string().nullable(),
  qty: z.number().int(),
  cancelledQty: z.number().int(),
  listPrice: z.number().int(),
  unitPrice: z.number().int(),
  priceReason: z.string().nullable(),
  supply: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  memo: z.string().nullable(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderViewSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerCode: z.string(),
  customerName: z.string(),
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  warehouseCode: z.string(),
  vatIncluded: z.boolean(),
  supply: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  memo: z.string().nullable(),
  memoCode: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  fixedBy: z.number().int().nullable(),
  fixedAt: z.string().nullable(),
  version: z.number().int(),
  /** The business day (YYYYMMDD, KST): the registration day unless changed. */
  orderDate: z.string(),
  /** Booked delivery or pick-up day (YYYYMMDD) and time (HHmm), when the order has one. */
  reservationDate: z.string().nullable(),
  reservationTime: z.string().nullable(),
  lines: z.array(orderLineViewSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * A row of ObtainList: the order without its lines, with how many it has, its warehouse's name,
 * and its cancels: what checked cancels took back, what is still sold, whether one waits.
 */
export type OrderSummary = Omit<OrderView, 'lines'> & {
  lineCount: number;
  warehouseName: string;
  cancelledTotal: number;
  netTotal: number;
  cancelPending: boolean;
};
