import { type CallInput, type ListQuery, type PurchaseInput, purchaseApi, queryKeyOf } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';

// The purchase calls of the server (purchaseApi, SPEC §7.8 "Purchase: …").

const enc = encodeURIComponent;

type PurchaseListBody = CallInput<typeof purchaseApi.list>['body'];
// The list screen builds its query from the URL against PURCHASE_LIST_SPEC; the server validates
// it again by the contract.
const listBody = (query: ListQuery) => query as PurchaseListBody;

/** Every purchase query shares the contract area key, so one invalidation refreshes them all. */
export const purchaseKeys = {
  all: ['purchase'] as const,
  detail: (code: string) => queryKeyOf(purchaseApi.detail, { params: { code } }),
};

export const PURCHASE_PATHS = {
  register: '/PurchaseManager/PurchaseRegistration',
  list: '/PurchaseManager/PurchaseList',
  detail: (code: string) => `/PurchaseManager/PurchaseDetail/${enc(code)}`,
} as const;

export const usePurchaseList = (query: ListQuery) =>
  useApiQuery(purchaseApi.list, { body: listBody(query) }, { placeholderData: keepPreviousData });

export const usePurchase = (code: string | null) =>
  useApiQuery(purchaseApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

export const createPurchase = (input: PurchaseInput) => callApi(purchaseApi.insert, { body: input });

export const modifyPurchase = (code: string, input: PurchaseInput, version: number) =>
  callApi(purchaseApi.update, { params: { code }, body: { ...input, version } });

export const fixPurchase = (code: string, version: number) =>
  callApi(purchaseApi.fix, { params: { code }, body: { version } });

export const unfixPurchase = (code: string, version: number) =>
  callApi(purchaseApi.fixChange, { params: { code }, body: { version } });

export const downloadPurchaseExcel = (query: ListQuery) =>
  downloadApi(purchaseApi.excel, { body: { ...listBody(query), page: 1 } }, '매입목록.xlsx');
