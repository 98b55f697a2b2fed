import {
  type AppOrderQuery,
  customerPortalApi,
  type OrderItemQuery,
  type PortalCarQuery,
  type PortalPartSearch,
  type ReservationQuery,
  type StatementListQuery,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// The customer pages' calls (customerPortalApi); a change refreshes the whole 'custorder' group.

export const useCustomerMain = () => useApiQuery(customerPortalApi.main, {});
export const useBasket = () => useApiQuery(customerPortalApi.basket, {});
export const usePortalParts = (query: PortalPartSearch | null) =>
  useApiQuery(
    customerPortalApi.partSearch,
    { body: query ?? { page: 1, size: 30, keyword: '' } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
export const useMyAppOrders = (query: AppOrderQuery) =>
  useApiQuery(customerPortalApi.myOrders, { body: query }, { placeholderData: keepPreviousData });
export const useAppOrderSummary = (query: AppOrderQuery) =>
  useApiQuery(customerPortalApi.summaryList, { body: query }, { placeholderData: keepPreviousData });

export const usePortalRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['custorder'] });
};

export const useReservations = (query: ReservationQuery) =>
  useApiQuery(customerPortalApi.reservationList, { body: query }, { placeholderData: keepPreviousData });
export const useOrderItems = (query: OrderItemQuery) =>
  useApiQuery(customerPortalApi.itemList, { body: query }, { placeholderData: keepPreviousData });
export const usePortalCars = (query: PortalCarQuery) =>
  useApiQuery(customerPortalApi.carList, { body: query }, { placeholderData: keepPreviousData });
export const useMonthTotals = (year: number, month: number) =>
  useApiQuery(customerPortalApi.monthTotals, { params: { year, month } }, { retry: false });
export const useStatementList = (query: StatementListQuery) =>
  useApiQuery(customerPortalApi.statementList, { body: query }, { placeholderData: keepPreviousData });
export const useAppStatement = (code: string) =>
  useApiQuery(
    customerPortalApi.appStatement,
    { params: { code } },
    { enabled: code !== '', retry: false, staleTime: 0 },
  );
