import type { ExaminationQueueState } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import type { ExaminationView } from './order-examination.api';

// The lists around the scan station (SPEC §2.16) and the cancel examination (returned goods).

export type ExaminationScanRow = {
  id: number;
  at: string;
  lineNo: number;
  partNo: string;
  partName: string;
  scanned: string;
  unitBarcode: string | null;
  scannedByName: string | null;
};

export type ExaminationRecord = ExaminationView & {
  customerCode: string;
  customerName: string;
  fixedAt: string | null;
  examinerName: string | null;
  startedAt: string | null;
  completedAt: string | null;
  scans: ExaminationScanRow[];
};

export type ExaminationQueueRow = {
  orderCode: string;
  customerCode: string;
  customerName: string;
  fixedAt: string;
  fixedByName: string | null;
  lineCount: number;
  units: number;
  total: number;
  examStatus: 'none' | 'scanning' | 'done';
  examinerName: string | null;
  startedAt: string | null;
  completedAt: string | null;
  waitedMinutes: number;
};

export type QueuePage = { rows: ExaminationQueueRow[]; total: number };
export type DayQueuePage = QueuePage & { counts: { none: number; scanning: number; done: number } };

const enc = encodeURIComponent;

export const examinationListKeys = {
  all: ['examination-list'] as const,
};

export const useExaminationRecord = (code: string) =>
  useQuery({
    queryKey: ['examination-list', 'record', code],
    queryFn: () => apiGet<ExaminationRecord>(`/api/examination/v1.0/order/scans/${enc(code)}`),
    enabled: code !== '',
    staleTime: 0,
  });

export const useExceedList = (query: { minutes: number; days: number; page: number; size: number }) =>
  useQuery({
    queryKey: ['examination-list', 'exceed', query],
    queryFn: () =>
      apiPost<QueuePage & { minutes: number; days: number }>(
        '/api/examination/v1.0/order/exceed/list',
        query,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useDayQueue = (query: {
  ymd: string;
  state: ExaminationQueueState;
  page: number;
  size: number;
}) =>
  useQuery({
    queryKey: ['examination-list', 'day', query],
    queryFn: () => apiPost<DayQueuePage>('/api/examination/v1.0/order/request/list', query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export type CancelExaminationLine = {
  lineNo: number;
  partCode: string;
  partNo: string;
  partName: string;
  required: number;
  scanned: number;
};

export type CancelExaminationView = {
  cancelCode: string;
  cancelId: number;
  orderCode: string;
  customerName: string;
  reason: string;
  status: 'none' | 'scanning' | 'done';
  lines: CancelExaminationLine[];
  complete: boolean;
  completedAt: string | null;
  completedByName: string | null;
  scans: {
    at: string;
    lineNo: number;
    scanned: string;
    unitBarcode: string | null;
    scannedByName: string | null;
  }[];
};

export type CancelScanResult = CancelExaminationView & { matchedLine: number; unitBarcode: string | null };

// The scan station says what went wrong itself (large text and a sound), keeping the scan box focused.
const quiet = { selfHandled: true } as const;

export const fetchCancelExamination = (code: string) =>
  apiGet<CancelExaminationView>(`/api/examination/v1.0/order/cancel/detail/${enc(code)}`, quiet);

export const scanCancelReturn = (code: string, barcode: string) =>
  apiPost<CancelScanResult>(`/api/examination/v1.0/order/cancel/scan/${enc(code)}`, { barcode }, quiet);

export const completeCancelExamination = (code: string) =>
  apiPost<CancelExaminationView>(
    `/api/examination/v1.0/order/cancel/complete/${enc(code)}`,
    undefined,
    quiet,
  );

export type CancelAwaitingReturn = {
  id: number;
  code: string;
  orderCode: string;
  customerName: string;
  reason: string;
  checkedAt: string | null;
  units: number;
  scanned: number;
};

/** Checked cancels whose returns are not all scanned in yet (the cancel station's queue). */
export const useCancelsAwaitingReturn = () =>
  useQuery({
    queryKey: ['examination-list', 'cancel-waiting'],
    queryFn: () =>
      apiPost<{ rows: CancelAwaitingReturn[]; total: number }>(
        '/api/examination/v1.0/order/cancel/waiting/list',
        {
          page: 1,
          size: 20,
        },
      ),
    refetchInterval: 60_000,
  });
