import {
  type ListPage,
  type ListQuery,
  type OrderView,
  type PartSet,
  type PartSetExpansion,
  type PartSetInput,
  type PartSetModifyInput,
  type PartSetOrderInsert,
  partReportApi,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { callApi } from '../../app/contract-client';
import type { PartSetRow } from './part-set-columns';

// The set calls of /api/product/v1.0 (PartSetList … PartSetModify, PartSetInsert).

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export const partSetKeys = {
  all: ['part-set'] as const,
  list: (query: ListQuery) => ['part-set', 'list', query] as const,
  single: (code: string) => ['part-set', 'single', code] as const,
  expand: (code: string, qty: number) => ['part-set', 'expand', code, qty] as const,
};

export const usePartSetList = (query: ListQuery) =>
  useQuery({
    queryKey: partSetKeys.list(query),
    queryFn: () => apiPost<ListPage<PartSetRow>>('/api/product/v1.0/set/page/list', query),
    placeholderData: keepPreviousData,
  });

/** One set; a code that is not a set is an empty answer here (the page says so, no error dialog). */
export const findPartSet = async (code: string): Promise<PartSet | null> => {
  const page = await apiPost<ListPage<PartSetRow>>('/api/product/v1.0/set/page/list', {
    filters: [{ field: 'code', op: 'eq', value: code.trim().toUpperCase() }],
    size: 1,
  });
  const row = page.rows[0];
  return row ? apiGet<PartSet>(`/api/product/v1.0/set/single/${enc(row.code)}`) : null;
};

export const usePartSet = (code: string | undefined) =>
  useQuery({
    queryKey: partSetKeys.single(code ?? ''),
    queryFn: () => findPartSet(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
  });

export const useSetExpansion = (code: string | undefined, qty: number) =>
  useQuery({
    queryKey: partSetKeys.expand(code ?? '', qty),
    queryFn: () => apiGet<PartSetExpansion>(`/api/product/v1.0/set/expand/${enc(code ?? '')}?qty=${qty}`),
    enabled: Boolean(code) && qty >= 1,
    placeholderData: keepPreviousData,
  });

export const registerPartSet = (input: PartSetInput) =>
  apiPost<PartSet>('/api/product/v1.0/set/insert', input, quiet);

export const modifyPartSet = (code: string, input: PartSetModifyInput) =>
  apiPost<PartSet>(`/api/product/v1.0/set/update/${enc(code)}`, input, quiet);

export const useOrderForSet = (code: string | undefined) =>
  useQuery({
    queryKey: ['part-set', 'order', code ?? ''],
    queryFn: () => apiGet<OrderView>(`/api/order/v1.0/single/${enc(code ?? '')}`),
    enabled: Boolean(code),
    staleTime: 0,
    retry: false,
  });

export const insertSetIntoOrder = (orderCode: string, input: PartSetOrderInsert) =>
  callApi(partReportApi.setOrderInsert, { params: { ordercode: orderCode }, body: input }, quiet);
