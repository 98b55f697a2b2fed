import type {
  CancelAwaitingReturn,
  CancelExaminationLine,
  CancelExaminationView,
  CancelScanResult,
  ExaminationDayCounts,
  ExaminationQueueRow,
  ExaminationQueueState,
  ExaminationRecord,
  ExaminationScanRow,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// The lists around the scan station (SPEC §2.16) and the cancel examination (returned goods).

export type { ExaminationQueueRow, ExaminationRecord, ExaminationScanRow };

export type QueuePage = { rows: ExaminationQueueRow[]; total: number };
export type DayQueuePage = QueuePage & { counts: ExaminationDayCounts };

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

export type { CancelExaminationLine, CancelExaminationView, CancelScanResult };

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

export type { CancelAwaitingReturn };

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
