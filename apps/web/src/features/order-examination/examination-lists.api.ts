import {
  type CallInput,
  type CancelAwaitingReturn,
  type CancelExaminationLine,
  type CancelExaminationView,
  type CancelScanResult,
  type ExaminationQueueRow,
  type ExaminationRecord,
  type ExaminationScanRow,
  examinationApi,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The lists around the scan station (SPEC §2.16) and the cancel examination (returned goods).

export type { ExaminationQueueRow, ExaminationRecord, ExaminationScanRow };

export const useExaminationRecord = (code: string) =>
  useApiQuery(examinationApi.scans, { params: { code } }, { enabled: code !== '', staleTime: 0 });

export const useExceedList = (query: CallInput<typeof examinationApi.exceedList>['body']) =>
  useApiQuery(
    examinationApi.exceedList,
    { body: query },
    { placeholderData: keepPreviousData, refetchInterval: 60_000 },
  );

export const useDayQueue = (query: CallInput<typeof examinationApi.requestList>['body']) =>
  useApiQuery(
    examinationApi.requestList,
    { body: query },
    { placeholderData: keepPreviousData, refetchInterval: 60_000 },
  );

export type { CancelExaminationLine, CancelExaminationView, CancelScanResult };

// The scan station says what went wrong itself (large text and a sound), keeping the scan box focused.
const quiet = { selfHandled: true } as const;

export const fetchCancelExamination = (code: string) =>
  callApi(examinationApi.cancelDetail, { params: { code } }, quiet);

export const scanCancelReturn = (code: string, barcode: string) =>
  callApi(examinationApi.cancelScan, { params: { code }, body: { barcode } }, quiet);

export const completeCancelExamination = (code: string) =>
  callApi(examinationApi.cancelComplete, { params: { code } }, quiet);

export type { CancelAwaitingReturn };

/** Checked cancels whose returns are not all scanned in yet (the cancel station's queue). */
export const useCancelsAwaitingReturn = () =>
  useApiQuery(examinationApi.cancelWaiting, { body: { page: 1, size: 20 } }, { refetchInterval: 60_000 });
