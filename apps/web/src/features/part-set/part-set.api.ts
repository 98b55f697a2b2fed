import {
  type CallInput,
  type ListQuery,
  type PartSet,
  type PartSetInput,
  type PartSetModifyInput,
  type PartSetOrderInsert,
  partDetailApi,
  partReportApi,
  queryKeyOf,
  salesOrderApi,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The set calls of /api/product/v1.0 (PartSetList … PartSetModify, PartSetInsert).

const quiet = { selfHandled: true } as const;

/** The product area key refreshes the set lists; one set's key is its contract's. */
export const partSetKeys = {
  all: ['product'] as const,
  single: (code: string) => queryKeyOf(partDetailApi.setSingle, { params: { code } }),
};

// The list screen's query names its fields as plain strings; the server checks them by the spec.
type SetListBody = CallInput<typeof partDetailApi.setPage>['body'];

export const usePartSetList = (query: ListQuery) =>
  useApiQuery(partDetailApi.setPage, { body: query as SetListBody }, { placeholderData: keepPreviousData });

/** One set; a code that is not a set is an empty answer here (the page says so, no error dialog). */
export const findPartSet = async (code: string): Promise<PartSet | null> => {
  const page = await callApi(partDetailApi.setPage, {
    body: { filters: [{ field: 'code', op: 'eq', value: code.trim().toUpperCase() }], size: 1 },
  });
  const row = page.rows[0];
  return row ? callApi(partDetailApi.setSingle, { params: { code: row.code } }) : null;
};

export const usePartSet = (code: string | undefined) =>
  useQuery({
    queryKey: partSetKeys.single(code ?? ''),
    queryFn: () => findPartSet(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
  });

export const useSetExpansion = (code: string | undefined, qty: number) =>
  useApiQuery(
    partDetailApi.setExpand,
    { params: { code: code || '-' }, query: { qty } },
    { enabled: Boolean(code) && qty >= 1, placeholderData: keepPreviousData },
  );

export const registerPartSet = (input: PartSetInput) =>
  callApi(partDetailApi.setInsert, { body: input }, quiet);

export const modifyPartSet = (code: string, input: PartSetModifyInput) =>
  callApi(partDetailApi.setUpdate, { params: { code }, body: input }, quiet);

/** The order a set goes into: the order area's own key, so the order screens see the same answer. */
export const orderForSetKey = (code: string) => queryKeyOf(salesOrderApi.single, { params: { code } });

export const useOrderForSet = (code: string | undefined) =>
  useQuery({
    queryKey: orderForSetKey(code ?? ''),
    queryFn: () => callApi(salesOrderApi.single, { params: { code: code ?? '' } }),
    enabled: Boolean(code),
    staleTime: 0,
    retry: false,
  });

export const insertSetIntoOrder = (orderCode: string, input: PartSetOrderInsert) =>
  callApi(partReportApi.setOrderInsert, { params: { ordercode: orderCode }, body: input }, quiet);
