import type {
  BarcodeDuplicate,
  BarcodeScan,
  LabelField,
  LabelLayout,
  LabelSheet,
  ListPage,
  Part,
  PartBarcode,
  PartListRow,
  PurchaseUnitLines,
  UnitBarcode,
  UnitBarcodeEventRow,
  UnitBarcodeState,
} from '@erp/domain';
import { isPartCode } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../app/api-client';
import { uploadFile } from '../../components/file-transfer/file-transfer';

// The barcode calls of the server (/api/barcode/v1.0, SPEC §7.8) and the part look-ups the label
// screens need. Every scanned value is reduced on the server as well (scanValueField).

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export type LabelSymbol = 'code128' | 'qrcode';
export type LabelOptions = { fields: LabelField[]; layout: LabelLayout; symbol: LabelSymbol };

export type ScanAnswer = BarcodeScan & { part: Part | null };
export type UnitHistory = { unit: UnitBarcode; events: UnitBarcodeEventRow[] };
export type StockCount = {
  value: string;
  partCode: string;
  partNo: string;
  partName: string;
  onHandUnits: number;
  byState: { state: UnitBarcodeState; label: string; count: number }[];
  byWarehouse: { warehouseCode: string | null; count: number }[];
};
export type DateLabel = {
  ymd: string;
  value: string;
  text: string;
  imageUrl: string;
  copies: number;
  part: { code: string; partNo: string; name: string } | null;
};
export type DateParse = { ymd: string; value: string; text: string; ageMonths: number | null };
export type ExcelLabels = {
  /** No layout when no row named a part. */
  sheet: Omit<LabelSheet, 'layout'> & { layout: LabelSheet['layout'] | null };
  errors: { row: number; message: string }[];
};

export const barcodeKeys = {
  all: ['barcode'] as const,
  part: (code: string) => ['barcode', 'part', code] as const,
  partBarcodes: (code: string) => ['barcode', 'part-barcodes', code] as const,
  units: (partCode: string, page: number) => ['barcode', 'units', partCode, page] as const,
  docUnits: (docCode: string) => ['barcode', 'doc-units', docCode] as const,
  purchaseUnits: (code: string) => ['barcode', 'purchase-units', code] as const,
  partSearch: (keyword: string) => ['barcode', 'part-search', keyword] as const,
};

/** Part codes are 'P' and seven digits (docKindOfCode); anything else is not asked for. */
export { isPartCode };

/** Self-handled: the screens say inline that a part code is unknown. */
export const fetchPart = (code: string) => apiGet<Part>(`/api/product/v1.0/single/${enc(code)}`, quiet);

export const usePart = (code: string | null) =>
  useQuery({
    queryKey: barcodeKeys.part(code ?? ''),
    queryFn: () => fetchPart(code ?? ''),
    enabled: code !== null && isPartCode(code),
  });

/** The search box of the part list: part-number prefix, barcode, name or car model. */
export const searchParts = (keyword: string, signal?: AbortSignal) =>
  apiPost<ListPage<PartListRow>>(
    '/api/product/v1.0/page/list',
    {
      page: 1,
      size: 20,
      sort: [{ field: 'partNo', dir: 'asc' }],
      filters: [{ field: 'active', op: 'eq', value: true }],
      keyword,
    },
    { signal },
  );

export const scanValue = (value: string) => apiPost<ScanAnswer>('/api/barcode/v1.0/scan', { value }, quiet);

export const checkDuplicate = (value: string) =>
  apiPost<BarcodeDuplicate>('/api/barcode/v1.0/duplicate/check', { value }, quiet);

export const stockCount = (value: string) =>
  apiPost<StockCount>('/api/barcode/v1.0/stock/count', { value }, quiet);

export const usePartBarcodes = (partCode: string | null) =>
  useQuery({
    queryKey: barcodeKeys.partBarcodes(partCode ?? ''),
    queryFn: () => apiGet<PartBarcode[]>(`/api/barcode/v1.0/part/list/${enc(partCode ?? '')}`),
    enabled: partCode !== null && isPartCode(partCode),
  });

/** Self-handled: the page writes the refusal under the scan box. */
export const addPartBarcode = (input: { partCode: string; value: string; memo?: string | null }) =>
  apiPost<PartBarcode>('/api/barcode/v1.0/save', input, quiet);

export const removePartBarcode = (id: number) => apiDelete(`/api/barcode/v1.0/delete/${id}`, quiet);

export const partLabels = (
  items: { partCode: string; copies: number }[],
  options: LabelOptions,
  warehouseCode?: string | null,
) =>
  apiPost<LabelSheet>('/api/barcode/v1.0/print/info/product', {
    items,
    ...options,
    warehouseCode: warehouseCode ?? null,
  });

export const unitLabels = (values: string[], options: LabelOptions) =>
  apiPost<LabelSheet>('/api/barcode/v1.0/print/info/unit', { values, ...options });

export const recordPrinted = (values: string[]) =>
  apiPost<{ printed: number }>('/api/barcode/v1.0/print/printed', { values });

export const excelLabels = (file: File, options: LabelOptions) => {
  const query = new URLSearchParams({
    layout: options.layout,
    symbol: options.symbol,
    fields: options.fields.join(','),
  });
  return uploadFile<ExcelLabels>(`/api/barcode/v1.0/print/info/excel?${query.toString()}`, file);
};

export type UnitCreateInput = {
  partCode: string;
  qty: number;
  docKind: 'purchase' | 'order' | 'stock' | 'manual';
  docCode?: string | null;
  warehouseCode?: string | null;
  manufacturedOn?: string | null;
  memo?: string | null;
};

export const createUnits = (input: UnitCreateInput) =>
  apiPost<UnitBarcode[]>('/api/barcode/v1.0/unit/create', input);

export const unitHistory = (value: string) =>
  apiPost<UnitHistory>('/api/barcode/v1.0/unit/history', { value }, quiet);

export const useUnitsOfPart = (partCode: string | null, page: number, size = 20) =>
  useQuery({
    queryKey: barcodeKeys.units(partCode ?? '', page),
    queryFn: () =>
      apiPost<ListPage<UnitBarcode>>('/api/barcode/v1.0/unit/page/list', {
        page,
        size,
        sort: [{ field: 'createdAt', dir: 'desc' }],
        filters: [{ field: 'partCode', op: 'eq', value: partCode }],
      }),
    enabled: partCode !== null && isPartCode(partCode),
    placeholderData: keepPreviousData,
  });

export const useUnitsOfDocument = (docCode: string | null) =>
  useQuery({
    queryKey: barcodeKeys.docUnits(docCode ?? ''),
    queryFn: () => apiGet<UnitBarcode[]>(`/api/barcode/v1.0/unit/document/${enc(docCode ?? '')}`),
    enabled: docCode !== null,
  });

export const dateLabel = (input: { manufacturedOn: string; partCode?: string | null; copies: number }) =>
  apiPost<DateLabel>('/api/barcode/v1.0/date/label', input);

export const parseDateCode = (value: string) =>
  apiPost<DateParse>('/api/barcode/v1.0/date/parse', { value }, quiet);

/** A purchase's parts with the unit barcodes issued for each (the purchase label screens). */
export const usePurchaseUnitLines = (code: string | null) =>
  useQuery({
    queryKey: barcodeKeys.purchaseUnits(code ?? ''),
    queryFn: () => apiGet<PurchaseUnitLines>(`/api/barcode/v1.0/print/info/purchase/${enc(code ?? '')}`),
    enabled: code !== null,
  });
