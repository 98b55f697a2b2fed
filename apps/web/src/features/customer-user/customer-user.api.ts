import {
  type CallInput,
  type CustomerUserCreate,
  type CustomerUserUpdate,
  customerUserApi,
  queryKeyOf,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

export type CustomerUserListBody = CallInput<typeof customerUserApi.list>['body'];
export type DormantBody = CallInput<typeof customerUserApi.dormant>['body'];

/** The contract area key (`customer`): invalidating it refreshes the user lists and views. */
export const customerUserKeys = {
  all: ['customer'] as const,
  single: (id: number) => queryKeyOf(customerUserApi.single, { params: { id } }),
};

export const fetchCustomerUsers = (body: CustomerUserListBody) => callApi(customerUserApi.list, { body });

export const useCustomerUsers = (body: CustomerUserListBody) =>
  useApiQuery(customerUserApi.list, { body }, { placeholderData: keepPreviousData });

export const useCustomerUser = (id: number | null) =>
  useApiQuery(customerUserApi.single, { params: { id: id ?? 0 } }, { enabled: id !== null, staleTime: 0 });

/** Form saves report field errors to the form (selfHandled). */
export const createCustomerUser = (input: CustomerUserCreate) =>
  callApi(customerUserApi.save, { body: input }, { selfHandled: true });

export const updateCustomerUser = (id: number, input: CustomerUserUpdate) =>
  callApi(customerUserApi.update, { params: { id }, body: input }, { selfHandled: true });

export const changeRecommendCode = (id: number, recommendCode: string) =>
  callApi(
    customerUserApi.setRecommendCode,
    { params: { id }, body: { recommendCode } },
    { selfHandled: true },
  );

export const clearRecommendCode = (id: number) =>
  callApi(customerUserApi.clearRecommendCode, { params: { id } });

export const useDormantUsers = (body: DormantBody) =>
  useApiQuery(customerUserApi.dormant, { body }, { placeholderData: keepPreviousData });

export const useLoginInfo = (searchMonth: string, loginCount: number, enabled: boolean) =>
  useApiQuery(
    customerUserApi.loginInfo,
    { body: { searchMonth, loginCount } },
    { enabled, placeholderData: keepPreviousData },
  );

export const useWeeklyLogins = (weeks: number, customerCode?: string) =>
  useApiQuery(customerUserApi.weeklyLogins, { body: { weeks, ...(customerCode ? { customerCode } : {}) } });
