import { type AppOrderQuery, customerPortalApi, type PortalPartSearch } from '@erp/domain';
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
