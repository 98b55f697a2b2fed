import {
  barcodeApi,
  brandApi,
  type CallInput,
  type ListQuery,
  type Part,
  type PartCopyInput,
  type PartInput,
  type PartRegisterInput,
  type PartSimpleModifyInput,
  type PartSimpleRegisterInput,
  partApi,
  partDetailApi,
  partKindApi,
  queryKeyOf,
  type SupplierPartInput,
  stockApi,
  supplierApi,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, downloadApi, useApiQuery } from '../../app/contract-client';

// The part master calls (partApi, SPEC §7.8 product group) and the suppliers, warehouses,
// brands and kinds the part screens pick from.

const quiet = { selfHandled: true } as const;

type PartListBody = CallInput<typeof partApi.list>['body'];
// The list screens build their query from the URL against PART_LIST_SPEC (listQueryFromParams
// keeps only its fields); the server validates it again by the contract.
const listBody = (query: ListQuery) => query as PartListBody;

/** The part's supplier links (a part has a handful, not hundreds). */
const suppliersBody = (code: string): CallInput<typeof supplierApi.linkList>['body'] => ({
  filters: [{ field: 'partCode', op: 'eq', value: code }],
  size: 100,
});

/** Suppliers to choose from: the active ones (a company buys from tens, not thousands). */
const supplierOptionsBody: CallInput<typeof supplierApi.list>['body'] = {
  filters: [{ field: 'active', op: 'eq', value: true }],
  size: 500,
};

/** Every product query shares the contract area key, so one invalidation refreshes them all. */
export const partKeys = {
  all: ['product'] as const,
  list: (query: ListQuery) => queryKeyOf(partApi.list, { body: listBody(query) }),
  single: (code: string) => queryKeyOf(partApi.single, { params: { code } }),
  barcodes: (partCode: string) => queryKeyOf(barcodeApi.partBarcodes, { params: { partCode } }),
  // The rows of the answer, not the page: a key of its own under the call's.
  suppliers: (code: string) =>
    [...queryKeyOf(supplierApi.linkList, { body: suppliersBody(code) }), 'rows'] as const,
  prices: (code: string) => queryKeyOf(partDetailApi.priceHistory, { params: { code } }),
};

export const fetchPartList = (query: ListQuery) => callApi(partApi.list, { body: listBody(query) });

export const usePartList = (query: ListQuery, enabled = true) =>
  useApiQuery(partApi.list, { body: listBody(query) }, { placeholderData: keepPreviousData, enabled });

export const fetchPart = (code: string) => callApi(partApi.single, { params: { code } }, quiet);

export const usePart = (code: string | undefined) =>
  useQuery({
    queryKey: partKeys.single(code ?? ''),
    queryFn: () => fetchPart(code ?? ''),
    enabled: Boolean(code),
    // A form shows what is stored now, not what was read a minute ago.
    staleTime: 0,
    retry: false,
  });

/** Save calls let the form show field errors and conflicts itself (selfHandled). */
export const registerPart = (input: PartRegisterInput) => callApi(partApi.insert, { body: input }, quiet);

export const modifyPart = (
  code: string,
  input: PartInput,
  version: number,
  priceChangeReason: string | null,
) => callApi(partApi.update, { params: { code }, body: { ...input, version, priceChangeReason } }, quiet);

export const simpleModifyPart = (
  code: string,
  input: Omit<PartSimpleModifyInput, 'version'>,
  version: number,
) => callApi(partApi.simpleUpdate, { params: { code }, body: { ...input, version } }, quiet);

export const copyPart = (code: string, input: PartCopyInput) =>
  callApi(partApi.copy, { params: { code }, body: input }, quiet);

export const simpleRegisterPart = (input: PartSimpleRegisterInput) =>
  callApi(partApi.simpleInsert, { body: input }, quiet);

export const downloadPartExcel = (query: ListQuery) =>
  downloadApi(partApi.excel, { body: { ...listBody(query), page: 1 } }, '품목목록.xlsx');

export const usePartBarcodes = (code: string | undefined) =>
  useApiQuery(barcodeApi.partBarcodes, { params: { partCode: code || '-' } }, { enabled: Boolean(code) });

export const addPartBarcode = (partCode: string, value: string) =>
  callApi(barcodeApi.save, { body: { partCode, value } }, quiet);

export const removePartBarcode = (id: number) => callApi(barcodeApi.remove, { params: { id } }, quiet);

export const usePartSuppliers = (code: string | undefined) =>
  useQuery({
    queryKey: partKeys.suppliers(code ?? ''),
    queryFn: async () => (await callApi(supplierApi.linkList, { body: suppliersBody(code ?? '') })).rows,
    enabled: Boolean(code),
  });

export const savePartSupplier = (input: SupplierPartInput) =>
  callApi(supplierApi.linkSave, { body: input }, quiet);

export const removePartSupplier = (supplierCode: string, partCode: string) =>
  callApi(supplierApi.linkRemove, { params: { supplierCode, partCode } }, quiet);

export const usePriceHistory = (code: string | undefined) =>
  useApiQuery(partDetailApi.priceHistory, { params: { code: code || '-' } }, { enabled: Boolean(code) });

export const useWarehouses = () => useApiQuery(stockApi.warehouseList, {}, { staleTime: 10 * 60_000 });

export const useBrands = () => useApiQuery(brandApi.list, { body: {} }, { staleTime: 5 * 60_000 });

export const useKinds = () => useApiQuery(partKindApi.list, { query: {} }, { staleTime: 5 * 60_000 });

export const useSupplierOptions = () =>
  useQuery({
    queryKey: [...queryKeyOf(supplierApi.list, { body: supplierOptionsBody }), 'rows'] as const,
    queryFn: async () => (await callApi(supplierApi.list, { body: supplierOptionsBody })).rows,
    staleTime: 5 * 60_000,
  });

export type { Part };
