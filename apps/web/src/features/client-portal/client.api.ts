import { type BasketSet, type ClientStaffQuery, type ClientUserQuery, clientPortalApi } from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

// The QR-customer calls (clientPortalApi); every change refreshes the 'client' group.

export const useClientHome = () => useApiQuery(clientPortalApi.home, {});
export const useClientCars = () => useApiQuery(clientPortalApi.cars, {});
export const useClientBasket = () => useApiQuery(clientPortalApi.basket, {});
export const useClientRequests = () => useApiQuery(clientPortalApi.requests, {});
export const useCarParts = (id: number, keyword: string) =>
  useApiQuery(
    clientPortalApi.carParts,
    { params: { id }, body: { keyword: keyword || null } },
    { enabled: id > 0, placeholderData: keepPreviousData },
  );
export const useClientOrders = (page: number) =>
  useApiQuery(clientPortalApi.orders, { body: { page, size: 20 } }, { placeholderData: keepPreviousData });
export const useClientOrder = (code: string) =>
  useApiQuery(clientPortalApi.orderDetail, { params: { code } });
export const useClientUsers = (query: ClientUserQuery) =>
  useApiQuery(clientPortalApi.staffUsers, { body: query }, { placeholderData: keepPreviousData });
export const useClientUser = (loginId: string) =>
  useApiQuery(clientPortalApi.staffUser, { params: { loginId } });
export const useClientLogins = (query: ClientStaffQuery) =>
  useApiQuery(clientPortalApi.staffLogins, { body: query }, { placeholderData: keepPreviousData });
export const useStaffClientOrders = (query: ClientStaffQuery) =>
  useApiQuery(clientPortalApi.staffOrders, { body: query }, { placeholderData: keepPreviousData });

export const useClientRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['client'] });
};

/** Puts a part in the basket (or changes its count; 0 takes it out) and says so. */
export const useBasketSet = () => {
  const refresh = useClientRefresh();
  return async (input: BasketSet, message?: string) => {
    await callApiWithMessage(clientPortalApi.setBasket, { body: input });
    await refresh();
    if (message) toast.success(message);
  };
};
