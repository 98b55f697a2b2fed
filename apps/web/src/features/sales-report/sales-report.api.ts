import type {
  IntegratedState,
  ListFilter,
  ListQuery,
  ListSort,
  OrderEventKind,
  OrderProblem,
  OrderStatus,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import type { OrderView } from '../sales-order/sales-order.api';

// The order lists, the order log and the order-list calls of the server (issue 8). Shapes are
// the server's; every figure shown is the server's.

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
  total: number;
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
  states: { state: IntegratedState; label: string; count: number; total: number }[];
  count: number;
  total: number;
};

export type VinDuplicateRow = {
  vin: string;
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
  supply: number;
  cost: number;
  margin: number;
  marginBp: number | null;
  unknownCostLines: number;
};
export type ProfitSum = {
  supply: number;
  cost: number;
  margin: number;
  marginBp: number | null;
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
export type StaffName = { id: number; name: string; kind: string; role: string };

export type ReportQuery = Pick<ListQuery, 'page' | 'size' | 'filters'> & { sort: ListSort[] };

export const salesReportKeys = {
  all: ['sales-report'] as const,
  list: (url: string, body: unknown) => ['sales-report', url, body] as const,
  log: (code: string) => ['sales-report', 'log', code] as const,
  prints: (code: string) => ['sales-report', 'prints', code] as const,
  staff: ['user', 'staff-names'] as const,
};

/** One report list call: the body is the list query plus the list's own switches. */
export const useReportList = <T>(url: string, body: object, enabled = true) =>
  useQuery({
    queryKey: salesReportKeys.list(url, body),
    queryFn: () => apiPost<ReportPage<T>>(url, body),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useReportCall = <T>(url: string, body: object, enabled = true) =>
  useQuery({
    queryKey: salesReportKeys.list(url, body),
    queryFn: () => apiPost<T>(url, body),
    placeholderData: keepPreviousData,
    enabled,
  });

const enc = encodeURIComponent;

export const useOrderLog = (code: string | null) =>
  useQuery({
    queryKey: salesReportKeys.log(code ?? ''),
    queryFn: () => apiGet<OrderEventRow[]>(`/api/order/v1.0/log/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });

export const usePrintRecords = (code: string | null) =>
  useQuery({
    queryKey: salesReportKeys.prints(code ?? ''),
    queryFn: () => apiPost<PrintRecord[]>('/api/order/v1.0/print/user/check', { codes: [code] }),
    enabled: Boolean(code),
  });

export const useStaffNames = () =>
  useQuery({
    queryKey: salesReportKeys.staff,
    queryFn: () => apiGet<StaffName[]>('/api/user/v1.0/staff/list'),
    staleTime: 10 * 60_000,
  });

export const changeOrderDate = (code: string, orderDate: string, reason: string) =>
  apiPost<OrderView>(`/api/order/v1.0/date/change/${enc(code)}`, { orderDate, reason });

export const changeReservation = (
  code: string,
  body: { reservationDate: string; reservationTime: string; reason: string },
) => apiPost<OrderView>(`/api/order/v1.0/reservation/change/${enc(code)}`, body);

export type { ListFilter };
