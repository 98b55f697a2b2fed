import {
  type Customer,
  type CustomerInput,
  type CustomerSaveResult,
  type CustomerSimpleInput,
  type CustomerStatus,
  customerListPageSchema,
  customerSaveResultSchema,
  customerSchema,
  type ListQuery,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { apiPut, downloadFile } from '../../components/file-transfer/file-transfer';

export const customerKeys = {
  all: ['customer'] as const,
  list: (query: ListQuery) => ['customer', 'list', query] as const,
  insertCheck: (query: ListQuery) => ['customer', 'insert-check', query] as const,
  single: (code: string) => ['customer', 'single', code] as const,
  districts: ['customer', 'districts'] as const,
  staff: ['customer', 'staff'] as const,
  quickChanges: (body: QuickChangeQuery) => ['customer', 'quick-change', body] as const,
  bizNoHistory: (body: BizNoHistoryQuery) => ['customer', 'biz-no-history', body] as const,
  ntsConfigured: ['customer', 'nts-configured'] as const,
};

export const fetchCustomerList = (query: ListQuery) =>
  apiPost('/api/customer/v1.0/page/list', query, { schema: customerListPageSchema });

export const useCustomerList = (query: ListQuery) =>
  useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => fetchCustomerList(query),
    placeholderData: keepPreviousData,
  });

export const useInsertCheckList = (query: ListQuery) =>
  useQuery({
    queryKey: customerKeys.insertCheck(query),
    queryFn: () => apiPost('/api/customer/v1.0/insert/check/list', query, { schema: customerListPageSchema }),
    placeholderData: keepPreviousData,
  });

export const fetchCustomer = (code: string) =>
  apiGet(`/api/customer/v1.0/single/${encodeURIComponent(code)}`, { schema: customerSchema });

export const useCustomer = (code: string | undefined) =>
  useQuery({
    queryKey: customerKeys.single(code ?? ''),
    queryFn: () => fetchCustomer(code ?? ''),
    enabled: Boolean(code),
    // A form shows what is stored now, not what was read a minute ago.
    staleTime: 0,
  });

/** Save calls let the form show field errors and conflicts itself (selfHandled). */
export const createCustomer = (input: CustomerInput): Promise<CustomerSaveResult> =>
  apiPost('/api/customer/v1.0/insert', input, { schema: customerSaveResultSchema, selfHandled: true });

export const createSimpleCustomer = (input: CustomerSimpleInput): Promise<CustomerSaveResult> =>
  apiPost('/api/customer/v1.0/simple/insert', input, { schema: customerSaveResultSchema, selfHandled: true });

export const modifyCustomer = (
  code: string,
  input: CustomerInput,
  version: number,
): Promise<CustomerSaveResult> =>
  apiPost(
    `/api/customer/v1.0/update/${encodeURIComponent(code)}`,
    { ...input, version },
    { schema: customerSaveResultSchema, selfHandled: true },
  );

export const modifySimpleCustomer = (
  code: string,
  input: CustomerSimpleInput,
  version: number,
): Promise<CustomerSaveResult> =>
  apiPost(
    `/api/customer/v1.0/simple/update/${encodeURIComponent(code)}`,
    { ...input, version },
    { schema: customerSaveResultSchema, selfHandled: true },
  );

/** The present-situation call of SPEC §7.4: changes only the status, at the version shown. */
export const changeCustomerStatus = (code: string, status: CustomerStatus, version: number) =>
  apiPut<CustomerSaveResult>(
    `/api/customer/v1.0/present/situation/${encodeURIComponent(code)}`,
    { status, version },
    true,
  );

/** A second person confirms a new customer; the creator is refused (E2003). */
export const confirmCustomerInsert = (code: string) =>
  apiPost<Customer>(`/api/customer/v1.0/insert/check/${encodeURIComponent(code)}`, undefined, {
    selfHandled: true,
  });

export const downloadCustomerExcel = (query: ListQuery) =>
  downloadFile('/api/customer/v1.0/excel/download', {
    body: { ...query, page: 1 },
    fallbackName: '거래처목록.xlsx',
  });

export type DistrictGroup = { code: string; name: string; sortOrder: number };

export const useDistrictGroups = () =>
  useQuery({
    queryKey: customerKeys.districts,
    queryFn: () => apiGet<DistrictGroup[]>('/api/cust/v1.0/district/group/inquiry/list'),
    staleTime: 10 * 60_000,
  });

type StaffAccount = { id: number; name: string; loginId: string };

/** Sales staff to choose from. The account list is an admin call, so other users see names only. */
export const useStaffAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: customerKeys.staff,
    queryFn: async () =>
      (await apiPost<{ rows: StaffAccount[] }>('/api/user/v1.0/list', { kind: 'staff', page: 1, size: 200 }))
        .rows,
    enabled,
    staleTime: 10 * 60_000,
  });

export type QuickChangeQuery = { onlyUnchecked: boolean; page: number; size: number };
export type QuickChange = {
  id: number;
  customerCode: string;
  customerName: string;
  via: string;
  changes: { field: string; before: unknown; after: unknown }[];
  changedByName: string | null;
  changedAt: string;
  checkedAt: string | null;
};

export const useQuickChanges = (body: QuickChangeQuery) =>
  useQuery({
    queryKey: customerKeys.quickChanges(body),
    queryFn: () =>
      apiPost<{ rows: QuickChange[]; total: number }>('/api/customer/v1.0/quick/change/list', body),
    placeholderData: keepPreviousData,
  });

export const checkQuickChange = (id: number) =>
  apiPost<null>(`/api/customer/v1.0/quick/change/check/${id}`, undefined, { selfHandled: true });

export type BizStatus = {
  bizNo: string;
  statusCode: string;
  statusLabel: string;
  taxType: string;
  closedOn: string | null;
  registered: boolean;
};
export type BizNoCheck = {
  bizNo: string;
  checkDigitValid: boolean;
  source: 'nts' | 'local';
  status: BizStatus | null;
  notice: string | null;
  customers: { code: string; name: string }[];
};

export const searchBizNos = (bizNos: readonly string[]) =>
  apiPost<BizNoCheck[]>('/api/customer/v1.0/compsn/search', { bizNos });

export const useNtsConfigured = () =>
  useQuery({
    queryKey: customerKeys.ntsConfigured,
    queryFn: () => apiGet<{ configured: boolean }>('/api/customer/v1.0/nts/configured'),
    staleTime: 5 * 60_000,
  });

export type BizNoHistoryQuery = {
  bizNo?: string;
  nonRegisteredOnly?: boolean;
  uncheckedOnly?: boolean;
  page: number;
  size: number;
};
export type BizNoHistoryRow = {
  id: number;
  bizNo: string;
  checkDigitValid: boolean;
  source: string;
  statusCode: string | null;
  statusLabel: string | null;
  taxType: string | null;
  registered: boolean | null;
  searchedAt: string;
  checkedAt: string | null;
};

export const useBizNoHistory = (body: BizNoHistoryQuery) =>
  useQuery({
    queryKey: customerKeys.bizNoHistory(body),
    queryFn: () =>
      apiPost<{ rows: BizNoHistoryRow[]; total: number }>('/api/customer/v1.0/compsn/history/list', body),
    placeholderData: keepPreviousData,
  });

export const checkBizNoHistory = (id: number) =>
  apiPost<null>(`/api/customer/v1.0/compsn/history/check/${id}`, undefined);
