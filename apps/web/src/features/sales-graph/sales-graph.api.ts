import type { OrderChannel } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';

// The graph calls of SPEC §7.8: hourly sales, a part's monthly sales, orders by channel.

export type HourlySeries = { key: string; label: string; amounts: number[]; counts: number[] };
export type HourlyGraph = {
  date: string;
  hours: number[];
  byUser: HourlySeries[];
  byCustomerType: HourlySeries[];
  total: { amounts: number[]; counts: number[] };
};
export type ProductMonthly = {
  part: { code: string; partNo: string; name: string };
  months: string[];
  soldQty: number[];
  cancelledQty: number[];
  netQty: number[];
  orderCount: number[];
};
export type ChannelGraph = {
  unit: 'day' | 'month';
  buckets: string[];
  series: { channel: OrderChannel; counts: number[]; fixedTotals: number[] }[];
};

const useGraph = <T>(url: string, body: object, enabled = true) =>
  useQuery({
    queryKey: ['sales-graph', url, body],
    queryFn: () => apiPost<T>(url, body),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useHourlyGraph = (date: string) =>
  useGraph<HourlyGraph>('/api/graph/v1.0/hourly/sales', { date });

/** A part that does not exist is an answer of its own (404), shown on the page, not in a dialog. */
export const useProductMonthly = (partCode: string, fromMonth: string, toMonth: string) =>
  useQuery({
    queryKey: ['sales-graph', 'product', partCode, fromMonth, toMonth],
    queryFn: () =>
      apiPost<ProductMonthly>(
        '/api/graph/v1.0/monthly/sales/toss',
        { partCode, fromMonth, toMonth },
        { selfHandled: true },
      ),
    enabled: Boolean(partCode),
    retry: false,
  });

export const useChannelGraph = (fromDate: string, toDate: string, unit: 'day' | 'month') =>
  useGraph<ChannelGraph>('/api/graph/v1.0/app/order', { fromDate, toDate, unit });
