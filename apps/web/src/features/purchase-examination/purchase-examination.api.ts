import {
  type BundleDivisionInput,
  type DateCodeChangeInput,
  type ExamDamageInput,
  purchaseExaminationApi,
  type WarehouseCheckQuery,
} from '@erp/domain';
import { callApi, useApiQuery } from '../../app/contract-client';

// The arrival examination calls (purchaseExaminationApi). The scan calls are self-handled: the
// station says what went wrong in large letters and a sound, and keeps the scanner's box focused.

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export const ARRIVAL_PATHS = {
  station: '/Company/Examination/Purchase/PurchaseExamination',
  stationOf: (code: string) => `/Company/Examination/Purchase/PurchaseExamination?code=${enc(code)}`,
  record: (code: string) => `/Company/Examination/Purchase/PurchaseExaminationList/${enc(code)}`,
  print: (code: string) => `/Purchase/PurchaseExaminationPrint/${enc(code)}`,
  waiting: '/Purchase/PurchaseUnConfirmedList',
  warehouseCheck: '/PurchaseManager/PurchaseWarehouseCheck',
  warehouseInfo: (code: string) => `/PurchaseManager/PurchaseWarehouseInfo/${enc(code)}`,
  bundle: '/Purchase/PurchaseBundleDivision',
  dateChange: '/Purchase/PurchaseProductionDateChange',
  purchase: (code: string) => `/PurchaseManager/PurchaseDetail/${enc(code)}`,
} as const;

export const fetchArrival = (code: string) =>
  callApi(purchaseExaminationApi.detail, { params: { code } }, quiet);

export const scanArrival = (code: string, barcode: string, dateCode: string) =>
  callApi(
    purchaseExaminationApi.scan,
    { params: { code }, body: { barcode, ...(dateCode.trim() ? { dateCode } : {}) } },
    quiet,
  );

export const postArrival = (code: string, version: number) =>
  callApi(purchaseExaminationApi.post, { params: { code }, body: { version } }, quiet);

export const markDamaged = (code: string, input: ExamDamageInput) =>
  callApi(purchaseExaminationApi.damage, { params: { code }, body: input });

export const useArrivalRecord = (code: string | null) =>
  useApiQuery(purchaseExaminationApi.record, { params: { code: code ?? '-' } }, { enabled: code !== null });

export const useWarehouseInfo = (code: string) =>
  useApiQuery(purchaseExaminationApi.warehouseInfo, { params: { code } });

export const useWarehouseCheck = (query: WarehouseCheckQuery) =>
  useApiQuery(purchaseExaminationApi.warehouseCheck, { body: query });

export const useBundleDivisions = (code: string | null) =>
  useApiQuery(
    purchaseExaminationApi.bundleList,
    { params: { code: code ?? '-' } },
    { enabled: code !== null },
  );

export const divideBundle = (input: BundleDivisionInput) =>
  callApi(purchaseExaminationApi.bundleDivide, { body: input });

export const cancelBundle = (id: number) => callApi(purchaseExaminationApi.bundleCancel, { params: { id } });

export const changeDateCodes = (input: DateCodeChangeInput) =>
  callApi(purchaseExaminationApi.dateChange, { body: input });
