import {
  type BizNoHistoryQuery,
  type CallInput,
  type Customer,
  type CustomerInput,
  type CustomerPortalView,
  type CustomerSimpleInput,
  type CustomerStatus,
  customerApi,
  isStaffCustomer,
  type ListQuery,
  type QuickChangeQuery,
  queryKeyOf,
  staffCustomerRows,
  userApi,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';

/** Every customer query shares the contract area key, so one invalidation refreshes them all. */
export const customerKeys = {
  all: ['customer'] as const,
  single: (code: string) => queryKeyOf(customerApi.single, { params: { code } }),
};

type CustomerListBody = CallInput<typeof customerApi.list>['body'];
// The list screens build their query from the URL against CUSTOMER_LIST_SPEC (listQueryFromParams
// keeps only its fields); the server validates it again by the contract.
const listBody = (query: ListQuery) => query as CustomerListBody;
const staffPage = <P extends { rows: readonly (Customer | CustomerPortalView)[] }>(page: P) => ({
  ...page,
  rows: staffCustomerRows(page.rows),
});

/** A page of staff rows: the staff screens and pickers are this call's staff callers. */
export const fetchCustomerList = async (query: ListQuery) =>
  staffPage(await callApi(customerApi.list, { body: listBody(query) }));

export const customerListKey = (query: ListQuery) => queryKeyOf(customerApi.list, { body: listBody(query) });

export const useInsertCheckList = (query: ListQuery) =>
  useApiQuery(customerApi.insertCheckList, { body: listBody(query) }, { placeholderData: keepPreviousData });

/**
 * The staff row of a customer. The staff screens are the only callers; a portal caller gets the
 * customer-facing projection from the same call, which these screens cannot show.
 */
export const fetchCustomer = async (code: string): Promise<Customer> => {
  const customer = await callApi(customerApi.single, { params: { code } });
  if (!isStaffCustomer(customer)) throw new Error('직원 화면은 거래처 전체 정보가 필요합니다.');
  return customer;
};

export const useCustomer = (code: string | undefined) =>
  useQuery({
    queryKey: customerKeys.single(code ?? ''),
    queryFn: () => fetchCustomer(code ?? ''),
    enabled: Boolean(code),
    // A form shows what is stored now, not what was read a minute ago.
    staleTime: 0,
  });

/** Save calls let the form show field errors and conflicts itself (selfHandled). */
export const createCustomer = (input: CustomerInput) =>
  callApi(customerApi.insert, { body: input }, { selfHandled: true });

export const createSimpleCustomer = (input: CustomerSimpleInput) =>
  callApi(customerApi.simpleInsert, { body: input }, { selfHandled: true });

export const modifyCustomer = (code: string, input: CustomerInput, version: number) =>
  callApi(customerApi.update, { params: { code }, body: { ...input, version } }, { selfHandled: true });

export const modifySimpleCustomer = (code: string, input: CustomerSimpleInput, version: number) =>
  callApi(customerApi.simpleUpdate, { params: { code }, body: { ...input, version } }, { selfHandled: true });

/** The present-situation call of SPEC §7.4: changes only the status, at the version shown. */
export const changeCustomerStatus = (code: string, status: CustomerStatus, version: number) =>
  callApi(
    customerApi.changeSituation,
    { params: { code }, body: { status, version } },
    { selfHandled: true },
  );

/** A second person confirms a new customer; the creator is refused (E2003). */
export const confirmCustomerInsert = (code: string) =>
  callApi(customerApi.insertCheck, { params: { code } }, { selfHandled: true });

export const downloadCustomerExcel = (query: ListQuery) =>
  downloadApi(customerApi.excel, { body: listBody({ ...query, page: 1 }) }, '거래처목록.xlsx');

export const useDistrictGroups = () =>
  useApiQuery(customerApi.districtGroups, {}, { staleTime: 10 * 60_000 });

const STAFF_ACCOUNTS = { body: { kind: 'staff', page: 1, size: 200 } } as const;

/** Sales staff to choose from. The account list is an admin call, so other users see names only. */
export const useStaffAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(userApi.list, STAFF_ACCOUNTS),
    queryFn: async () => (await callApi(userApi.list, STAFF_ACCOUNTS)).rows,
    enabled,
    staleTime: 10 * 60_000,
  });

export const useQuickChanges = (body: QuickChangeQuery) =>
  useApiQuery(customerApi.quickChanges, { body }, { placeholderData: keepPreviousData });

export const checkQuickChange = (id: number) =>
  callApi(customerApi.quickChangeCheck, { params: { id } }, { selfHandled: true });

export const searchBizNos = (bizNos: readonly string[]) =>
  callApi(customerApi.bizNoSearch, { body: { bizNos: [...bizNos] } });

export const useNtsConfigured = () => useApiQuery(customerApi.ntsConfigured, {}, { staleTime: 5 * 60_000 });

export const useBizNoHistory = (body: BizNoHistoryQuery) =>
  useApiQuery(customerApi.bizNoHistory, { body }, { placeholderData: keepPreviousData });

export const checkBizNoHistory = (id: number) => callApi(customerApi.bizNoHistoryCheck, { params: { id } });
