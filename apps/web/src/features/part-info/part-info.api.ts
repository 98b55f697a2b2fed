import {
  type ListPage,
  type Part,
  type PartLocationInput,
  type ProperStockQuery,
  partDetailApi,
  partReportApi,
  queryKeyOf,
  type RelatedPartNoInput,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import { callApi, uploadApi, useApiQuery } from '../../app/contract-client';

// The calls behind the screens that hang off one part (images, locations, description, related
// numbers, price history) and the proper-stock list. Shared by the phone pages.

const enc = encodeURIComponent;

export type Warehouse = { code: string; name: string; kind: string; active: boolean; sortOrder: number };
export type StockOfPart = { partId: number; warehouseCode: string; qty: number };

/** Keys of the calls below: the contract's for the part's own endpoints, local ones for the rest. */
export const partInfoKeys = {
  lookup: (code: string) => ['part-info', 'lookup', code] as const,
  detail: (code: string) => queryKeyOf(partDetailApi.detail, { params: { code } }),
  stock: (code: string) => ['part-info', 'stock', code] as const,
  images: (code: string) => queryKeyOf(partDetailApi.imageList, { params: { code } }),
  locations: (code: string) => queryKeyOf(partDetailApi.locationList, { params: { code } }),
  locationRecords: (code: string) => queryKeyOf(partDetailApi.locationRecords, { params: { code } }),
  related: (code: string) => queryKeyOf(partDetailApi.relatedList, { params: { code } }),
  warehouses: ['part-info', 'warehouses'] as const,
};

/**
 * A part by its code through the list (a code that names no part is an empty answer, not a 404),
 * so a screen opened with a wrong code says so itself instead of raising the error dialog.
 */
export const findPartByCode = async (code: string): Promise<Part | null> => {
  const page = await apiPost<ListPage<Part>>('/api/product/v1.0/page/list', {
    filters: [{ field: 'code', op: 'eq', value: code.trim().toUpperCase() }],
    size: 1,
  });
  return page.rows[0] ?? null;
};

export const usePartLookup = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.lookup((code ?? '').toUpperCase()),
    queryFn: () => findPartByCode(code ?? ''),
    enabled: Boolean(code?.trim()),
    staleTime: 0,
  });

export const usePartDetail = (code: string | undefined) =>
  useApiQuery(partDetailApi.detail, { params: { code: code || '-' } }, { enabled: Boolean(code) });

export const usePartStock = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.stock(code ?? ''),
    queryFn: () => apiGet<StockOfPart[]>(`/api/stock/v1.0/part/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });

export const useWarehouses = () =>
  useQuery({
    queryKey: partInfoKeys.warehouses,
    queryFn: () => apiGet<Warehouse[]>('/api/stock/v1.0/warehouse/list'),
    staleTime: 5 * 60_000,
  });

// Images (PartImageInfo, PartImageInfoMobile)
export const usePartImages = (code: string | undefined) =>
  useApiQuery(partDetailApi.imageList, { params: { code: code || '-' } }, { enabled: Boolean(code) });
export const uploadPartImage = (code: string, file: File | Blob, fileName?: string) =>
  uploadApi(partDetailApi.imageUpload, { params: { code } }, file, fileName);
export const setMainImage = (id: number) => callApi(partDetailApi.imageMain, { params: { id } });
export const deleteImage = (id: number) => callApi(partDetailApi.imageRemove, { params: { id } });

// Locations (PartLocationRecord)
export const usePartLocations = (code: string | undefined) =>
  useApiQuery(partDetailApi.locationList, { params: { code: code || '-' } }, { enabled: Boolean(code) });
export const useLocationRecords = (code: string | undefined) =>
  useApiQuery(partDetailApi.locationRecords, { params: { code: code || '-' } }, { enabled: Boolean(code) });
export const savePartLocation = (code: string, input: PartLocationInput) =>
  callApi(partDetailApi.locationSave, { params: { code }, body: input }, { selfHandled: true });

// Description (PartDescription)
export const savePartDescription = (code: string, description: string | null, version: number) =>
  apiPost<{ part: Part }>(
    `/api/product/v1.0/description/update/${enc(code)}`,
    { description, version },
    { selfHandled: true },
  );

// Related part numbers (PartRelatedItemNumber)
export const useRelatedNumbers = (code: string | undefined) =>
  useApiQuery(partDetailApi.relatedList, { params: { code: code || '-' } }, { enabled: Boolean(code) });
export const addRelatedNumber = (code: string, input: RelatedPartNoInput) =>
  callApi(partDetailApi.relatedInsert, { params: { code }, body: input }, { selfHandled: true });
export const removeRelatedNumber = (seq: number) =>
  callApi(partDetailApi.relatedRemove, { params: { id: seq } });

// Price history (PartAmountChangeInfoList)
export const usePriceHistory = (code: string | undefined) =>
  useApiQuery(partDetailApi.priceHistory, { params: { code: code || '-' } }, { enabled: Boolean(code) });

// Proper stock (PartProperStockRecordList)
export const useProperStock = (query: ProperStockQuery) =>
  useApiQuery(partReportApi.properStock, { body: query }, { placeholderData: keepPreviousData });
