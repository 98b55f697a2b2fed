import type {
  OrderInput,
  OrderLineView,
  OrderStatus,
  OrderSummary,
  OrderView,
  PartListRow,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// The sales order calls of the server (issue 8). The shapes are the server's views; the web only
// shows them, and every money figure it draws is the server's or computed by the same domain rule.

export type { OrderLineView, OrderSummary, OrderView };

export type StockQty = { warehouseCode: string; qty: number };
export type LastPrice = { partCode: string; unitPrice: number; orderCode: string; orderedAt: string };
export type OrderCandidate = PartListRow & {
  stock: StockQty[];
  /** What this customer paid last time (CustomerDiscountProds). */
  lastPrice: LastPrice | null;
  /** The sale price after the customer's discount for the part's kind. */
  categoryPrice: number | null;
  /** The server's offer: last price, else category price, else sale price. */
  suggestedPrice: number;
};

export type Warehouse = {
  code: string;
  name: string;
  kind: string;
  address: string | null;
  active: boolean;
  sortOrder: number;
};

export type OrderListQuery = {
  fromDate?: string;
  toDate?: string;
  customerCode?: string;
  status?: OrderStatus;
  page: number;
  size: number;
};

export const salesOrderKeys = {
  all: ['sales-order'] as const,
  single: (code: string) => ['sales-order', 'single', code] as const,
  list: (query: OrderListQuery) => ['sales-order', 'list', query] as const,
  warehouses: ['stock', 'warehouses'] as const,
  stock: (partCode: string) => ['stock', 'part', partCode] as const,
};

const enc = encodeURIComponent;

export const fetchCandidates = (customerCode: string, keyword: string, signal?: AbortSignal) =>
  apiPost<OrderCandidate[]>(
    '/api/order/v1.0/part/candidates',
    { customerCode, keyword, size: 20 },
    // A search typed half-way is not worth an error dialog; the grid says what went wrong.
    { selfHandled: true, signal },
  );

export const fetchOrder = (code: string) => apiGet<OrderView>(`/api/order/v1.0/single/${enc(code)}`);

export const useOrder = (code: string | null) =>
  useQuery({
    queryKey: salesOrderKeys.single(code ?? ''),
    queryFn: () => fetchOrder(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
  });

export const insertOrder = (input: OrderInput) => apiPost<OrderView>('/api/order/v1.0/insert', input);

export const updateOrder = (code: string, input: OrderInput, version: number) =>
  apiPost<OrderView>(`/api/order/v1.0/update/${enc(code)}`, { ...input, version });

export const fixOrder = (code: string) => apiPost<OrderView>(`/api/order/v1.0/fix/${enc(code)}`, undefined);

/** A draft moved nothing: discarding it makes it 'cancelled' with nothing to reverse. */
export const discardOrder = (code: string, version: number) =>
  apiPost<OrderView>(`/api/order/v1.0/discard/${enc(code)}`, { version });

export const useOrderList = (query: OrderListQuery) =>
  useQuery({
    queryKey: salesOrderKeys.list(query),
    queryFn: () => apiPost<{ rows: OrderSummary[]; total: number }>('/api/order/v1.0/list', query),
    placeholderData: keepPreviousData,
  });

export const useWarehouses = () =>
  useQuery({
    queryKey: salesOrderKeys.warehouses,
    queryFn: () => apiGet<Warehouse[]>('/api/stock/v1.0/warehouse/list'),
    staleTime: 10 * 60_000,
  });

export const fetchPartStock = (partCode: string) =>
  apiGet<StockQty[]>(`/api/stock/v1.0/part/${enc(partCode)}`);

/** Books the order's day (SPEC §7.8 reservation date/time change); the screen says a refusal itself. */
export const changeReservation = (code: string, reservationDate: string, reason: string) =>
  apiPost<OrderView>(
    `/api/order/v1.0/reservation/change/${enc(code)}`,
    { reservationDate, reservationTime: null, reason },
    { selfHandled: true },
  );
