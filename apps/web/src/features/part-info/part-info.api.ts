import {
  type CallInput,
  type Part,
  type PartLocationInput,
  type ProperStockQuery,
  partApi,
  partDetailApi,
  partReportApi,
  queryKeyOf,
  type RelatedPartNoInput,
  stockApi,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, uploadApi, useApiQuery } from '../../app/contract-client';

// The calls behind the screens that hang off one part (images, locations, description, related
// numbers, price history) and the proper-stock list. Shared by the phone pages.

const lookupBody = (code: string): CallInput<typeof partApi.list>['body'] => ({
  filters: [{ field: 'code', op: 'eq', value: code.trim().toUpperCase() }],
  size: 1,
});

/** Keys of the calls below, each the contract's (a derived answer adds its own last part). */
export const partInfoKeys = {
  lookup: (code: string) => [...queryKeyOf(partApi.list, { body: lookupBody(code) }), 'first'] as const,
  detail: (code: string) => queryKeyOf(partDetailApi.detail, { params: { code } }),
  images: (code: string) => queryKeyOf(partDetailApi.imageList, { params: { code } }),
  locations: (code: string) => queryKeyOf(partDetailApi.locationList, { params: { code } }),
  locationRecords: (code: string) => queryKeyOf(partDetailApi.locationRecords, { params: { code } }),
  related: (code: string) => queryKeyOf(partDetailApi.relatedList, { params: { code } }),
};

/**
 * A part by its code through the list (a code that names no part is an empty answer, not a 404),
 * so a screen opened with a wrong code says so itself instead of raising the error dialog.
 */
export const findPartByCode = async (code: string): Promise<Part | null> => {
  const page = await callApi(partApi.list, { body: lookupBody(code) });
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
  useApiQuery(stockApi.partStock, { params: { partCode: code || '-' } }, { enabled: Boolean(code) });

export const useWarehouses = () => useApiQuery(stockApi.warehouseList, {}, { staleTime: 5 * 60_000 });

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
  callApi(
    partApi.descriptionUpdate,
    { params: { code }, body: { description, version } },
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
