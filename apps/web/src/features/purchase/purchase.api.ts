import type { ListPage, ListQuery, PurchaseInput, PurchaseSummary, PurchaseView } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { downloadFile } from '../../components/file-transfer/file-transfer';

// The purchase calls of the server (/api/purchase/v1.0, SPEC §7.8 "Purchase: …").

const enc = encodeURIComponent;

export const purchaseKeys = {
  all: ['purchase'] as const,
  list: (query: ListQuery) => ['purchase', 'list', query] as const,
  detail: (code: string) => ['purchase', 'detail', code] as const,
};

export const PURCHASE_PATHS = {
  register: '/PurchaseManager/PurchaseRegistration',
  list: '/PurchaseManager/PurchaseList',
  detail: (code: string) => `/PurchaseManager/PurchaseDetail/${enc(code)}`,
} as const;

export const usePurchaseList = (query: ListQuery) =>
  useQuery({
    queryKey: purchaseKeys.list(query),
    queryFn: () => apiPost<ListPage<PurchaseSummary>>('/api/purchase/v1.0/list', query),
    placeholderData: keepPreviousData,
  });

export const usePurchase = (code: string | null) =>
  useQuery({
    queryKey: purchaseKeys.detail(code ?? ''),
    queryFn: () => apiGet<PurchaseView>(`/api/purchase/v1.0/detail/${enc(code ?? '')}`),
    enabled: code !== null,
  });

export const createPurchase = (input: PurchaseInput) =>
  apiPost<PurchaseView>('/api/purchase/v1.0/insert', input);

export const modifyPurchase = (code: string, input: PurchaseInput, version: number) =>
  apiPost<PurchaseView>(`/api/purchase/v1.0/update/${enc(code)}`, { ...input, version });

export const fixPurchase = (code: string, version: number) =>
  apiPost<PurchaseView>(`/api/purchase/v1.0/fix/${enc(code)}`, { version });

export const unfixPurchase = (code: string, version: number) =>
  apiPost<PurchaseView>(`/api/purchase/v1.0/fix-change/${enc(code)}`, { version });

export const downloadPurchaseExcel = (query: ListQuery) =>
  downloadFile('/api/purchase/v1.0/excel/download', {
    body: { ...query, page: 1 },
    fallbackName: '매입목록.xlsx',
  });
