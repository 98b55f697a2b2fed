import {
  barcodeApi,
  brandApi,
  type ListQuery,
  type Part,
  type PartCopyInput,
  type PartInput,
  type PartRegisterInput,
  type PartSaveResult,
  type PartSimpleModifyInput,
  type PartSimpleRegisterInput,
  partDetailApi,
  partKindApi,
  partSaveResultSchema,
  partSchema,
  partStockPageSchema,
  queryKeyOf,
  type Supplier,
  type SupplierPart,
  type SupplierPartInput,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { callApi, useApiQuery } from '../../app/contract-client';
import { downloadFile } from '../../components/file-transfer/file-transfer';

// The part master calls of /api/product/v1.0 (SPEC §7.8 product group) that the part screens use.

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export type Warehouse = { code: string; name: string; kind: string; active: boolean; sortOrder: number };

export const partKeys = {
  all: ['part'] as const,
  list: (query: ListQuery) => ['part', 'list', query] as const,
  single: (code: string) => ['part', 'single', code] as const,
  barcodes: (partCode: string) => queryKeyOf(barcodeApi.partBarcodes, { params: { partCode } }),
  suppliers: (code: string) => ['part', 'suppliers', code] as const,
  prices: (code: string) => queryKeyOf(partDetailApi.priceHistory, { params: { code } }),
  warehouses: ['part', 'warehouses'] as const,
  supplierOptions: ['part', 'supplier-options'] as const,
};

export const fetchPartList = (query: ListQuery) =>
  apiPost('/api/product/v1.0/page/list', query, { schema: partStockPageSchema });

export const usePartList = (query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: partKeys.list(query),
    queryFn: () => fetchPartList(query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const fetchPart = (code: string) =>
  apiGet(`/api/product/v1.0/single/${enc(code)}`, { schema: partSchema, ...quiet });

export const usePart = (code: string | undefined) =>
  useQuery({
    queryKey: partKeys.single(code ?? ''),
    queryFn: () => fetchPart(code ?? ''),
    enabled: Boolean(code),
    // A form shows what is stored now, not what was read a minute ago.
    staleTime: 0,
    retry: false,
  });

const saved = { schema: partSaveResultSchema, ...quiet };

/** Save calls let the form show field errors and conflicts itself (selfHandled). */
export const registerPart = (input: PartRegisterInput): Promise<PartSaveResult> =>
  apiPost('/api/product/v1.0/insert', input, saved);

export const modifyPart = (
  code: string,
  input: PartInput,
  version: number,
  priceChangeReason: string | null,
): Promise<PartSaveResult> =>
  apiPost(`/api/product/v1.0/update/${enc(code)}`, { ...input, version, priceChangeReason }, saved);

export const simpleModifyPart = (
  code: string,
  input: Omit<PartSimpleModifyInput, 'version'>,
  version: number,
): Promise<PartSaveResult> =>
  apiPost(`/api/product/v1.0/simple/update/${enc(code)}`, { ...input, version }, saved);

export const copyPart = (code: string, input: PartCopyInput): Promise<PartSaveResult> =>
  apiPost(`/api/product/v1.0/copy/${enc(code)}`, input, saved);

export const simpleRegisterPart = (input: PartSimpleRegisterInput): Promise<PartSaveResult> =>
  apiPost('/api/product/v1.0/simple/insert', input, saved);

export const downloadPartExcel = (query: ListQuery) =>
  downloadFile('/api/product/v1.0/excel/download', {
    body: { ...query, page: 1 },
    fallbackName: '품목목록.xlsx',
  });

export const usePartBarcodes = (code: string | undefined) =>
  useApiQuery(barcodeApi.partBarcodes, { params: { partCode: code || '-' } }, { enabled: Boolean(code) });

export const addPartBarcode = (partCode: string, value: string) =>
  callApi(barcodeApi.save, { body: { partCode, value } }, quiet);

export const removePartBarcode = (id: number) => callApi(barcodeApi.remove, { params: { id } }, quiet);

export const usePartSuppliers = (code: string | undefined) =>
  useQuery({
    queryKey: partKeys.suppliers(code ?? ''),
    queryFn: async () =>
      (
        await apiPost<{ rows: SupplierPart[] }>('/api/product/v1.0/vendor/page/list', {
          filters: [{ field: 'partCode', op: 'eq', value: code }],
          size: 100,
        })
      ).rows,
    enabled: Boolean(code),
  });

export const savePartSupplier = (input: SupplierPartInput) =>
  apiPost<SupplierPart[]>('/api/product/v1.0/vendor/save', input, quiet);

export const removePartSupplier = (supplierCode: string, partCode: string) =>
  apiDelete(`/api/product/v1.0/vendor/delete/${enc(supplierCode)}/${enc(partCode)}`, quiet);

export const usePriceHistory = (code: string | undefined) =>
  useApiQuery(partDetailApi.priceHistory, { params: { code: code || '-' } }, { enabled: Boolean(code) });

export const useWarehouses = () =>
  useQuery({
    queryKey: partKeys.warehouses,
    queryFn: () => apiGet<Warehouse[]>('/api/stock/v1.0/warehouse/list'),
    staleTime: 10 * 60_000,
  });

export const useBrands = () => useApiQuery(brandApi.list, { body: {} }, { staleTime: 5 * 60_000 });

export const useKinds = () => useApiQuery(partKindApi.list, { query: {} }, { staleTime: 5 * 60_000 });

/** Suppliers to choose from (the active ones, by name; a company buys from tens, not thousands). */
export const useSupplierOptions = () =>
  useQuery({
    queryKey: partKeys.supplierOptions,
    queryFn: async () =>
      (
        await apiPost<{ rows: Supplier[] }>('/api/product/v1.0/supplier/page/list', {
          filters: [{ field: 'active', op: 'eq', value: true }],
          size: 500,
        })
      ).rows,
    staleTime: 5 * 60_000,
  });

export type { Part };
