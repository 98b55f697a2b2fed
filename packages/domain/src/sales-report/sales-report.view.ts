import type { OrderStatus } from '../sales-order/sales-order.status.js';
import type { OrderEventKind } from './order-event.status.js';
import type { IntegratedState, OrderProblem } from './sales-report.schema.js';

// What the order report endpoints answer (IntegratedStatus, OrderCheck, OrderProblemList, OrderLog,
// the VIN duplicates, a customer's history and margin, the print check), declared once for the
// server and the web.

export type ReportPage<T> = { rows: T[]; total: number; totalCapped: boolean; page: number; size: number };

export type OrderReportRow = {
  code: string;
  orderDate: string;
  status: OrderStatus;
  state: IntegratedState;
  customerCode: string;
  customerName: string;
  carNumber: string | null;
  vin: string | null;
  supply: number;
  tax: number;
  /** The order's total as fixed. */
  total: number;
  /** Won its checked cancels took back, as posted. */
  cancelledTotal: number;
  /** What is still sold: total less checked cancels (0 once the whole order is cancelled). */
  netTotal: number;
  lineCount: number;
  createdByName: string | null;
  createdByKind: string | null;
  createdAt: string;
  fixedAt: string | null;
  fixedByName: string | null;
  examState: 'none' | 'scanning' | 'done';
  examinerName: string | null;
  cancelPending: boolean;
  lastPrintedAt: string | null;
  lastPrintedByName: string | null;
  reservationDate: string | null;
  reservationTime: string | null;
};

export type ProblemRow = OrderReportRow & { problems: OrderProblem[]; refusals: number };

export type OrderEventRow = {
  id: number;
  at: string;
  kind: OrderEventKind;
  orderCode: string;
  orderDate: string;
  customerCode: string;
  customerName: string;
  actorId: number | null;
  actorName: string | null;
  actorLoginId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

export type IntegratedStatusView = {
  date: string;
  /** Per state: orders, their total net of checked cancels, and what cancels took back. */
  states: { state: IntegratedState; label: string; count: number; total: number; cancelledTotal: number }[];
  count: number;
  /** The day's sales net of checked cancels (cancelled orders add nothing). */
  total: number;
  /** Won taken back by checked cancels of the day's orders. */
  cancelledTotal: number;
  /** Orders with a cancel request still waiting for its check. */
  cancelPendingCount: number;
};

export type VinDuplicateRow = {
  vin: string;
  /** Null when the group is the VIN alone (samePart = false). */
  partCode: string | null;
  partName: string | null;
  orderCount: number;
  firstDate: string;
  lastDate: string;
  orderCodes: string[];
  customerNames: string[];
  qty: number;
};

export type CustomerHead = { code: string; name: string; customerType: string; vatIncluded: boolean };

export type HistoryLine = {
  orderCode: string;
  orderDate: string;
  status: OrderStatus;
  carNumber: string | null;
  vin: string | null;
  lineNo: number;
  partCode: string;
  partNo: string;
  partName: string;
  qty: number;
  cancelledQty: number;
  unitPrice: number;
  priceReason: string | null;
  total: number;
};

export type ProfitRow = {
  code: string;
  orderDate: string;
  carNumber: string | null;
  /** Supply amount still sold (before VAT), after checked cancels. */
  supply: number;
  /** Purchase cost of the units still sold, for the lines whose purchase price is known. */
  cost: number;
  margin: number;
  /** margin / supply in basis points (1/100 %), null when nothing is sold. */
  marginBp: number | null;
  /** Lines without a purchase price: their supply is in `supply` but no cost is counted. */
  unknownCostLines: number;
};

export type PrintRecord = {
  orderCode: string;
  document: 'sale' | 'estimate' | 'cancel';
  documentCode: string;
  at: string;
  actorName: string | null;
  actorLoginId: string | null;
};
