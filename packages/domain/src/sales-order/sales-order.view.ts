import type { OrderStatus } from './sales-order.status.js';

// What the order endpoints answer (DESIGN §3: one declaration, read by the server that builds it
// and the web that shows it).

export type OrderLineView = {
  lineNo: number;
  partCode: string;
  partNo: string;
  partName: string;
  norm: string | null;
  qty: number;
  cancelledQty: number;
  listPrice: number;
  unitPrice: number;
  priceReason: string | null;
  supply: number;
  tax: number;
  total: number;
  memo: string | null;
};

export type OrderView = {
  code: string;
  status: OrderStatus;
  customerCode: string;
  customerName: string;
  vin: string | null;
  carNumber: string | null;
  warehouseCode: string;
  vatIncluded: boolean;
  supply: number;
  tax: number;
  total: number;
  memo: string | null;
  memoCode: string | null;
  createdBy: number | null;
  createdAt: string;
  fixedBy: number | null;
  fixedAt: string | null;
  version: number;
  /** The business day (YYYYMMDD, KST): the registration day unless changed. */
  orderDate: string;
  /** Booked delivery or pick-up day (YYYYMMDD) and time (HHmm), when the order has one. */
  reservationDate: string | null;
  reservationTime: string | null;
  lines: OrderLineView[];
};

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
