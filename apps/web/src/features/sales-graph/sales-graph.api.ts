import { queryKeyOf, salesGraphApi } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The graph calls of SPEC §7.8 through their contracts: hourly sales, a part's monthly sales,
// orders by channel.

export const useHourlyGraph = (date: string) =>
  useApiQuery(salesGraphApi.hourlySales, { body: { date } }, { placeholderData: keepPreviousData });

/** A part that does not exist is an answer of its own (404), shown on the page, not in a dialog. */
export const useProductMonthly = (partCode: string, fromMonth: string, toMonth: string) => {
  const input = { body: { partCode, fromMonth, toMonth } };
  return useQuery({
    queryKey: queryKeyOf(salesGraphApi.productMonthly, input),
    queryFn: ({ signal }) => callApi(salesGraphApi.productMonthly, input, { selfHandled: true, signal }),
    enabled: Boolean(partCode),
    retry: false,
  });
};

export const useChannelGraph = (fromDate: string, toDate: string, unit: 'day' | 'month') =>
  useApiQuery(
    salesGraphApi.appOrder,
    { body: { fromDate, toDate, unit } },
    { placeholderData: keepPreviousData },
  );
