import type {
  ListPage,
  ListQuery,
  PartSet,
  PartSetExpansion,
  PartSetInput,
  PartSetModifyInput,
  PartSetOrderInsert,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
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

export type OrderForSet = {
  code: string;
  status: 'draft' | 'fixed' | 'cancelled';
  customerCode: string;
  customerName: string;
  total: number;
  version: number;
  lines: {
    lineNo: number;
    partCode: string;
    partNo: string;
    partName: string;
    qty: number;
    unitPrice: number;
    total: number;
    memo: string | null;
  }[];
};

export const useOrderForSet = (code: string | undefined) =>
  useQuery({
    queryKey: ['part-set', 'order', code ?? ''],
    queryFn: () => apiGet<OrderForSet>(`/api/order/v1.0/single/${enc(code ?? '')}`),
    enabled: Boolean(code),
    staleTime: 0,
    retry: false,
  });

export const insertSetIntoOrder = (orderCode: string, input: PartSetOrderInsert) =>
  apiPost<OrderForSet>(`/api/product/v1.0/set/order/insert/${enc(orderCode)}`, input, quiet);
