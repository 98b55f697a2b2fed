import {
  type CallInput,
  isSystemWarehouseKind,
  type LastPrice,
  type OrderCandidate,
  type OrderInput,
  type OrderLineView,
  type OrderSummary,
  type OrderView,
  type PartStock,
  queryKeyOf,
  salesOrderApi,
  salesReportApi,
  stockApi,
  type Warehouse,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The sales order calls of the server (issue 8). The shapes are the server's views; the web only
// shows them, and every money figure it draws is the server's or computed by the same domain rule.

export type { LastPrice, OrderCandidate, OrderLineView, OrderSummary, OrderView };

// A line's stock in each warehouse, and the warehouses: the stock contracts' answers.
export type StockQty = Pick<PartStock, 'warehouseCode' | 'qty'>;
export type { Warehouse };

export type OrderListQuery = CallInput<typeof salesOrderApi.list>['body'];

/** Every order query shares the contract area key, so one invalidation refreshes them all. */
export const salesOrderKeys = {
  all: ['order'] as const,
  single: (code: string) => queryKeyOf(salesOrderApi.single, { params: { code } }),
  warehouses: queryKeyOf(stockApi.warehouseList, {}),
  stock: (partCode: string) => queryKeyOf(stockApi.partStock, { params: { partCode } }),
};

export const fetchCandidates = (customerCode: string, keyword: string, signal?: AbortSignal) =>
  callApi(
    salesOrderApi.candidates,
    { body: { customerCode, keyword, size: 20 } },
    // A search typed half-way is not worth an error dialog; the grid says what went wrong.
    { selfHandled: true, signal },
  );

export const fetchOrder = (code: string) => callApi(salesOrderApi.single, { params: { code } });

export const useOrder = (code: string | null) =>
  useQuery({
    queryKey: salesOrderKeys.single(code ?? ''),
    queryFn: () => fetchOrder(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
  });

export const insertOrder = (input: OrderInput) => callApi(salesOrderApi.insert, { body: input });

export const updateOrder = (code: string, input: OrderInput, version: number) =>
  callApi(salesOrderApi.update, { params: { code }, body: { ...input, version } });

export const fixOrder = (code: string) => callApi(salesOrderApi.fix, { params: { code }, body: undefined });

/** A draft moved nothing: discarding it makes it 'cancelled' with nothing to reverse. */
export const discardOrder = (code: string, version: number) =>
  callApi(salesOrderApi.discard, { params: { code }, body: { version } });

export const useOrderList = (query: OrderListQuery) =>
  useApiQuery(salesOrderApi.list, { body: query }, { placeholderData: keepPreviousData });

export const useWarehouses = () =>
  useQuery({
    queryKey: salesOrderKeys.warehouses,
    queryFn: () => callApi(stockApi.warehouseList, {}),
    // An order sells from a real warehouse: goods in transit or on consignment are not offered.
    select: (ws) => ws.filter((w) => !isSystemWarehouseKind(w.kind)),
    staleTime: 10 * 60_000,
  });

export const fetchPartStock = (partCode: string) => callApi(stockApi.partStock, { params: { partCode } });

/** Books the order's day (SPEC §7.8 reservation date/time change); the screen says a refusal itself. */
export const changeReservation = (code: string, reservationDate: string, reason: string) =>
  callApi(
    salesReportApi.reservationChange,
    { params: { code }, body: { reservationDate, reservationTime: null, reason } },
    { selfHandled: true },
  );
