import type {
  CustomerHead,
  HistoryLine,
  IntegratedStatusView,
  ListFilter,
  ListQuery,
  ListSort,
  OrderEventRow,
  OrderReportRow,
  PrintRecord,
  ProblemRow,
  ProfitRow,
  ReportPage,
  VinDuplicateRow,
} from '@erp/domain';
import { userApi } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { callApi } from '../../app/contract-client';
import type { OrderView } from '../sales-order/sales-order.api';

// The order lists, the order log and the order-list calls of the server (issue 8). Shapes are
// the server's; every figure shown is the server's.

export type ProfitSum = {
  supply: number;
  cost: number;
  margin: number;
  marginBp: number | null;
  unknownCostLines: number;
};

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
    queryFn: () => callApi(userApi.staffNames, {}),
    staleTime: 10 * 60_000,
  });

export const changeOrderDate = (code: string, orderDate: string, reason: string) =>
  apiPost<OrderView>(`/api/order/v1.0/date/change/${enc(code)}`, { orderDate, reason });

export const changeReservation = (
  code: string,
  body: { reservationDate: string; reservationTime: string; reason: string },
) => apiPost<OrderView>(`/api/order/v1.0/reservation/change/${enc(code)}`, body);

export type {
  CustomerHead,
  HistoryLine,
  IntegratedStatusView,
  ListFilter,
  OrderEventRow,
  OrderReportRow,
  PrintRecord,
  ProblemRow,
  ProfitRow,
  ReportPage,
  VinDuplicateRow,
};
