import {
  type CustomerUser,
  type CustomerUserCreate,
  type CustomerUserUpdate,
  customerUserSchema,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { apiPut } from '../../components/file-transfer/file-transfer';

const userRows = customerUserSchema.array();
// A page of users: the rows checked by the domain schema, the total as counted by the server.
const userPageSchema = {
  parse: (value: unknown): { rows: CustomerUser[]; total: number } => {
    const page = (value ?? {}) as { rows?: unknown; total?: unknown };
    return { rows: userRows.parse(page.rows ?? []), total: Number(page.total ?? 0) };
  },
};

export type CustomerUserListBody = {
  customerCode?: string;
  keyword?: string;
  includeDisabled: boolean;
  page: number;
  size: number;
};
export type DormantBody = { days: number; page: number; size: number };
export type LoginCountRow = {
  id: number;
  loginId: string;
  name: string;
  customerCode: string;
  customerName: string | null;
  loginCount: number;
};
export type WeeklyLoginCount = { weekStart: string; logins: number; users: number };

export const customerUserKeys = {
  all: ['customer-user'] as const,
  list: (body: CustomerUserListBody) => ['customer-user', 'list', body] as const,
  single: (id: number) => ['customer-user', 'single', id] as const,
  dormant: (body: DormantBody) => ['customer-user', 'dormant', body] as const,
  loginInfo: (month: string, count: number) => ['customer-user', 'login-info', month, count] as const,
  weekly: (weeks: number, customerCode?: string) =>
    ['customer-user', 'weekly', weeks, customerCode ?? ''] as const,
};

export const useCustomerUsers = (body: CustomerUserListBody) =>
  useQuery({
    queryKey: customerUserKeys.list(body),
    queryFn: () => apiPost('/api/customer/v1.0/user/all/list', body, { schema: userPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useCustomerUser = (id: number | null) =>
  useQuery({
    queryKey: customerUserKeys.single(id ?? 0),
    queryFn: () => apiGet(`/api/customer/v1.0/user/single/${id}`, { schema: customerUserSchema }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Form saves report field errors to the form (selfHandled). */
export const createCustomerUser = (input: CustomerUserCreate): Promise<CustomerUser> =>
  apiPost('/api/customer/v1.0/user/save', input, { schema: customerUserSchema, selfHandled: true });

export const updateCustomerUser = (id: number, input: CustomerUserUpdate): Promise<CustomerUser> =>
  apiPost(`/api/customer/v1.0/user/update/${id}`, input, { schema: customerUserSchema, selfHandled: true });

export const changeRecommendCode = (id: number, recommendCode: string) =>
  apiPut<CustomerUser>(`/api/customer/v1.0/user/recommend/code/${id}`, { recommendCode }, true);

export const clearRecommendCode = (id: number) =>
  apiPut<CustomerUser>(`/api/customer/v1.0/user/recommend/code/null/${id}`);

export const useDormantUsers = (body: DormantBody) =>
  useQuery({
    queryKey: customerUserKeys.dormant(body),
    queryFn: () => apiPost('/api/customer/v1.0/user/dormant/list', body, { schema: userPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useLoginInfo = (searchMonth: string, loginCount: number, enabled: boolean) =>
  useQuery({
    queryKey: customerUserKeys.loginInfo(searchMonth, loginCount),
    queryFn: () =>
      apiPost<LoginCountRow[]>('/api/customer/v1.0/user/login/info', { searchMonth, loginCount }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useWeeklyLogins = (weeks: number, customerCode?: string) =>
  useQuery({
    queryKey: customerUserKeys.weekly(weeks, customerCode),
    queryFn: () =>
      apiPost<WeeklyLoginCount[]>('/api/customer/v1.0/user/login/count/week', {
        weeks,
        ...(customerCode ? { customerCode } : {}),
      }),
  });
