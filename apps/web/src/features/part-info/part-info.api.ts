import {
  type ListPage,
  type Part,
  type PartAppInfo,
  type PartBarcode,
  type PartImage,
  type PartLocation,
  type PartLocationInput,
  type PartLocationRecord,
  type PartPriceChange,
  type PartSet,
  type ProperStockQuery,
  partReportApi,
  type RelatedPartNo,
  type RelatedPartNoInput,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { useApiQuery } from '../../app/contract-client';
import { uploadFile } from '../../components/file-transfer/file-transfer';

// The calls behind the screens that hang off one part (images, locations, description, related
// numbers, price history) and the proper-stock list. Shared by the phone pages.

const enc = encodeURIComponent;

export type Warehouse = { code: string; name: string; kind: string; active: boolean; sortOrder: number };
export type StockOfPart = { partId: number; warehouseCode: string; qty: number };
export type PartDetail = {
  part: Part;
  barcodes: PartBarcode[];
  locations: PartLocation[];
  relatedNumbers: RelatedPartNo[];
  images: PartImage[];
  appInfo: PartAppInfo;
  set: PartSet | null;
};

export const partInfoKeys = {
  all: ['part-info'] as const,
  lookup: (code: string) => ['part-info', 'lookup', code] as const,
  detail: (code: string) => ['part-info', 'detail', code] as const,
  stock: (code: string) => ['part-info', 'stock', code] as const,
  images: (code: string) => ['part-info', 'images', code] as const,
  locations: (code: string) => ['part-info', 'locations', code] as const,
  locationRecords: (code: string) => ['part-info', 'location-records', code] as const,
  related: (code: string) => ['part-info', 'related', code] as const,
  prices: (code: string) => ['part-info', 'prices', code] as const,
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
  useQuery({
    queryKey: partInfoKeys.detail(code ?? ''),
    queryFn: () => apiGet<PartDetail>(`/api/product/v1.0/detail/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });

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
  useQuery({
    queryKey: partInfoKeys.images(code ?? ''),
    queryFn: () => apiGet<PartImage[]>(`/api/product/v1.0/image/list/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });
export const uploadPartImage = (code: string, file: File | Blob, fileName?: string) =>
  uploadFile<PartImage>(`/api/product/v1.0/image/upload/${enc(code)}`, file, fileName);
export const setMainImage = (id: number) =>
  apiPost<PartImage>(`/api/product/v1.0/image/main/${id}`, undefined);
export const deleteImage = (id: number) => apiDelete(`/api/product/v1.0/image/delete/${id}`);

// Locations (PartLocationRecord)
export const usePartLocations = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.locations(code ?? ''),
    queryFn: () => apiGet<PartLocation[]>(`/api/product/v1.0/location/list/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });
export const useLocationRecords = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.locationRecords(code ?? ''),
    queryFn: () => apiGet<PartLocationRecord[]>(`/api/product/v1.0/location/record/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });
export const savePartLocation = (code: string, input: PartLocationInput) =>
  apiPost<PartLocation[]>(`/api/product/v1.0/location/save/${enc(code)}`, input, { selfHandled: true });

// Description (PartDescription)
export const savePartDescription = (code: string, description: string | null, version: number) =>
  apiPost<{ part: Part }>(
    `/api/product/v1.0/description/update/${enc(code)}`,
    { description, version },
    { selfHandled: true },
  );

// Related part numbers (PartRelatedItemNumber)
export const useRelatedNumbers = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.related(code ?? ''),
    queryFn: () => apiGet<RelatedPartNo[]>(`/api/product/v1.0/related/list/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });
export const addRelatedNumber = (code: string, input: RelatedPartNoInput) =>
  apiPost<RelatedPartNo>(`/api/product/v1.0/related/insert/${enc(code)}`, input, { selfHandled: true });
export const removeRelatedNumber = (seq: number) => apiDelete(`/api/product/v1.0/related/delete/${seq}`);

// Price history (PartAmountChangeInfoList)
export const usePriceHistory = (code: string | undefined) =>
  useQuery({
    queryKey: partInfoKeys.prices(code ?? ''),
    queryFn: () => apiGet<PartPriceChange[]>(`/api/product/v1.0/price/history/${enc(code ?? '')}`),
    enabled: Boolean(code),
  });

// Proper stock (PartProperStockRecordList)
export const useProperStock = (query: ProperStockQuery) =>
  useApiQuery(partReportApi.properStock, { body: query }, { placeholderData: keepPreviousData });
