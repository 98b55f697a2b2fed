import type { ListPage, ListQuery, PartAppInfo, PartAppInfoInput } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// The mobile shop app's data of parts (PartAppInfo, AsYProductList, PartAppModify).

const enc = encodeURIComponent;

export const partAppKeys = {
  all: ['part-app'] as const,
  list: (asOnly: boolean, query: ListQuery) => ['part-app', asOnly ? 'as' : 'all', query] as const,
  single: (code: string) => ['part-app', 'single', code] as const,
};

export const usePartAppList = (query: ListQuery, asOnly: boolean) =>
  useQuery({
    queryKey: partAppKeys.list(asOnly, query),
    queryFn: () =>
      apiPost<ListPage<PartAppInfo>>(
        asOnly ? '/api/product/v1.0/app/as/list' : '/api/product/v1.0/app/page/list',
        query,
      ),
    placeholderData: keepPreviousData,
  });

export const usePartApp = (code: string | undefined) =>
  useQuery({
    queryKey: partAppKeys.single(code ?? ''),
    queryFn: () => apiGet<PartAppInfo>(`/api/product/v1.0/app/single/${enc(code ?? '')}`),
    enabled: Boolean(code),
    staleTime: 0,
  });

/** `version` 0 is "no app row yet": the first save sends none. */
export const savePartApp = (code: string, input: PartAppInfoInput, version: number) =>
  apiPost<PartAppInfo>(
    `/api/product/v1.0/app/update/${enc(code)}`,
    { ...input, ...(version > 0 ? { version } : {}) },
    { selfHandled: true },
  );
