import {
  type CourierCheckQuery,
  type CourierLoginQuery,
  type CourierUserListQuery,
  courierPortalApi,
  courierUserApi,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// The courier company's calls (courierPortalApi); a scan refreshes the 'courier' group.

export const useCourierToday = () => useApiQuery(courierPortalApi.today, {});
export const useCourierChecks = (query: CourierCheckQuery) =>
  useApiQuery(courierPortalApi.checkList, { body: query }, { placeholderData: keepPreviousData });
export const useCourierLogins = (query: CourierLoginQuery) =>
  useApiQuery(courierPortalApi.loginList, { body: query }, { placeholderData: keepPreviousData });

export const useCourierRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['courier'] });
};

export const useCourierUsers = (query: CourierUserListQuery) =>
  useApiQuery(courierUserApi.list, { body: query }, { placeholderData: keepPreviousData });
export const useCourierUser = (id: number) =>
  useApiQuery(courierUserApi.single, { params: { id } }, { enabled: id > 0, retry: false });
