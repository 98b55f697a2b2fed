import {
  type CallInput,
  type ListQuery,
  type PartAppInfoInput,
  partDetailApi,
  queryKeyOf,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The mobile shop app's data of parts (PartAppInfo, AsYProductList, PartAppModify).

/** The product area key refreshes the app lists; single is the contract's. */
export const partAppKeys = {
  all: ['product'] as const,
  single: (code: string) => queryKeyOf(partDetailApi.appSingle, { params: { code } }),
};

// The list screen's query names its fields as plain strings; the server checks them by the spec.
type AppListBody = CallInput<typeof partDetailApi.appPage>['body'];

export const usePartAppList = (query: ListQuery, asOnly: boolean) =>
  useApiQuery(
    asOnly ? partDetailApi.appAsList : partDetailApi.appPage,
    { body: query as AppListBody },
    { placeholderData: keepPreviousData },
  );

export const usePartApp = (code: string | undefined) =>
  useApiQuery(
    partDetailApi.appSingle,
    { params: { code: code || '-' } },
    { enabled: Boolean(code), staleTime: 0 },
  );

/** `version` 0 is "no app row yet": the first save sends none. */
export const savePartApp = (code: string, input: PartAppInfoInput, version: number) =>
  callApi(
    partDetailApi.appUpdate,
    { params: { code }, body: { ...input, ...(version > 0 ? { version } : {}) } },
    { selfHandled: true },
  );
