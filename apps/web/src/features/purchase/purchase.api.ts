import { type PurchaseInput, purchaseApi, queryKeyOf } from '@erp/domain';
import { callApi, useApiQuery } from '../../app/contract-client';

// The purchase calls of the server (purchaseApi, SPEC §7.8 "Purchase: …"); the list and its Excel
// file come through useListQuery on the list screen.

const enc = encodeURIComponent;

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

export const usePurchase = (code: string | null) =>
  useApiQuery(purchaseApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

export const createPurchase = (input: PurchaseInput) => callApi(purchaseApi.insert, { body: input });

export const modifyPurchase = (code: string, input: PurchaseInput, version: number) =>
  callApi(purchaseApi.update, { params: { code }, body: { ...input, version } });

export const fixPurchase = (code: string, version: number) =>
  callApi(purchaseApi.fix, { params: { code }, body: { version } });

export const unfixPurchase = (code: string, version: number) =>
  callApi(purchaseApi.fixChange, { params: { code }, body: { version } });
