import {
  type CallInput,
  type Contract,
  groupOf,
  type ListQuery,
  type ListSort,
  salesReportApi,
  userApi,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The order lists, the order log and the order-list calls of the server (issue 8), through their
// contracts. Shapes are the server's; every figure shown is the server's.

export type ReportQuery = Pick<ListQuery, 'page' | 'size' | 'filters'> & { sort: ListSort[] };

/** Report queries are keyed by their contracts, under their paths' areas (order, customer). */
export const SALES_REPORT_AREAS = [
  groupOf(salesReportApi.integratedList.path),
  groupOf(salesReportApi.customerOrderHistory.path),
] as const;

/**
 * A report call's body as the screens build it: the list's own switches as the contract types
 * them, with the sort and filters of the URL (useReportParams keeps only the fields the list
 * declares; the server checks them again by the contract).
 */
export type ReportBody<C extends Contract> = Omit<NonNullable<CallInput<C>['body']>, 'sort' | 'filters'> &
  Partial<ReportQuery>;

/** One report call by its contract; the previous page stays on screen while the next one loads. */
export const useReport = <C extends Contract>(contract: C, body: ReportBody<C>, enabled = true) =>
  useApiQuery(contract, { body } as unknown as CallInput<C>, { placeholderData: keepPreviousData, enabled });

export const useOrderLog = (code: string | null) =>
  useApiQuery(salesReportApi.orderLog, { params: { code: code || '-' } }, { enabled: Boolean(code) });

export const usePrintRecords = (code: string | null) =>
  useApiQuery(salesReportApi.printUserCheck, { body: { codes: [code ?? ''] } }, { enabled: Boolean(code) });

export const useStaffNames = () => useApiQuery(userApi.staffNames, {}, { staleTime: 10 * 60_000 });

export const changeOrderDate = (code: string, orderDate: string, reason: string) =>
  callApi(salesReportApi.dateChange, { params: { code }, body: { orderDate, reason } });

export const changeReservation = (
  code: string,
  body: { reservationDate: string; reservationTime: string; reason: string },
) => callApi(salesReportApi.reservationChange, { params: { code }, body });
