import {
  barcodeApi,
  type CallInput,
  isPartCode,
  type LABEL_SYMBOLS,
  type LabelField,
  type LabelLayout,
  partApi,
  purchaseBarcodeApi,
  queryKeyOf,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, uploadApi, useApiQuery } from '../../app/contract-client';

// The barcode calls of the server (barcodeApi, SPEC §7.8) and the part look-ups the label
// screens need. Every scanned value is reduced on the server as well (scanValueField).

const quiet = { selfHandled: true } as const;

export type LabelSymbol = (typeof LABEL_SYMBOLS)[number];
export type LabelOptions = { fields: LabelField[]; layout: LabelLayout; symbol: LabelSymbol };

/** Every barcode query shares the area key; the keys of one document's units come from the contract. */
export const barcodeKeys = {
  all: ['barcode'] as const,
  part: (code: string) => queryKeyOf(partApi.single, { params: { code } }),
  partBarcodes: (partCode: string) => queryKeyOf(barcodeApi.partBarcodes, { params: { partCode } }),
  docUnits: (docCode: string) => queryKeyOf(barcodeApi.unitsOfDocument, { params: { docCode } }),
  purchaseUnits: (code: string) => queryKeyOf(purchaseBarcodeApi.unitLines, { params: { code } }),
};

/** Part codes are 'P' and seven digits (docKindOfCode); anything else is not asked for. */
export { isPartCode };

/** Self-handled: the screens say inline that a part code is unknown. */
export const fetchPart = (code: string) => callApi(partApi.single, { params: { code } }, quiet);

export const usePart = (code: string | null) =>
  useQuery({
    queryKey: barcodeKeys.part(code ?? ''),
    queryFn: () => fetchPart(code ?? ''),
    enabled: code !== null && isPartCode(code),
  });

/** The search box of the part list: part-number prefix, barcode, name or car model. */
export const searchParts = (keyword: string, signal?: AbortSignal) =>
  callApi(
    partApi.list,
    {
      body: {
        page: 1,
        size: 20,
        sort: [{ field: 'partNo', dir: 'asc' }],
        filters: [{ field: 'active', op: 'eq', value: true }],
        keyword,
      },
    },
    { signal },
  );

export const scanValue = (value: string) => callApi(barcodeApi.scan, { body: { value } }, quiet);

export const checkDuplicate = (value: string) =>
  callApi(barcodeApi.duplicateCheck, { body: { value } }, quiet);

export const stockCount = (value: string) => callApi(barcodeApi.stockCount, { body: { value } }, quiet);

export const usePartBarcodes = (partCode: string | null) =>
  useApiQuery(
    barcodeApi.partBarcodes,
    { params: { partCode: partCode ?? '-' } },
    { enabled: partCode !== null && isPartCode(partCode) },
  );

/** Self-handled: the page writes the refusal under the scan box. */
export const addPartBarcode = (input: { partCode: string; value: string; memo?: string | null }) =>
  callApi(barcodeApi.save, { body: input }, quiet);

export const removePartBarcode = (id: number) => callApi(barcodeApi.remove, { params: { id } }, quiet);

export const partLabels = (
  items: { partCode: string; copies: number }[],
  options: LabelOptions,
  warehouseCode?: string | null,
) =>
  callApi(barcodeApi.partLabels, {
    body: { items, ...options, warehouseCode: warehouseCode ?? null },
  });

export const unitLabels = (values: string[], options: LabelOptions) =>
  callApi(barcodeApi.unitLabels, { body: { values, ...options } });

export const recordPrinted = (values: string[]) => callApi(barcodeApi.printed, { body: { values } });

export const excelLabels = (file: File, options: LabelOptions) =>
  uploadApi(
    barcodeApi.excelLabels,
    { query: { layout: options.layout, symbol: options.symbol, fields: options.fields.join(',') } },
    file,
  );

export type UnitCreateInput = CallInput<typeof barcodeApi.unitCreate>['body'];

export const createUnits = (input: UnitCreateInput) => callApi(barcodeApi.unitCreate, { body: input });

export const unitHistory = (value: string) => callApi(barcodeApi.unitHistory, { body: { value } }, quiet);

export const useUnitsOfPart = (partCode: string | null, page: number, size = 20) =>
  useApiQuery(
    barcodeApi.unitList,
    {
      body: {
        page,
        size,
        sort: [{ field: 'createdAt', dir: 'desc' }],
        filters: [{ field: 'partCode', op: 'eq', value: partCode ?? '' }],
      },
    },
    { enabled: partCode !== null && isPartCode(partCode), placeholderData: keepPreviousData },
  );

export const useUnitsOfDocument = (docCode: string | null) =>
  useApiQuery(
    barcodeApi.unitsOfDocument,
    { params: { docCode: docCode ?? '-' } },
    { enabled: docCode !== null },
  );

export const dateLabel = (input: { manufacturedOn: string; partCode?: string | null; copies: number }) =>
  callApi(barcodeApi.dateLabel, { body: input });

export const parseDateCode = (value: string) => callApi(barcodeApi.dateParse, { body: { value } }, quiet);

/** A purchase's parts with the unit barcodes issued for each (the purchase label screens). */
export const usePurchaseUnitLines = (code: string | null) =>
  useApiQuery(purchaseBarcodeApi.unitLines, { params: { code: code ?? '-' } }, { enabled: code !== null });
