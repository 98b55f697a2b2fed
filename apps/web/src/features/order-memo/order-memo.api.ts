import type { MemoCreate, MemoStatus } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// The memo calls of SPEC §7.8: a phone request, the unprocessed list and the working check.

export type Memo = {
  code: string;
  customerCode: string;
  customerName: string;
  vin: string | null;
  carNumber: string | null;
  request: string;
  urgent: boolean;
  status: MemoStatus;
  deliveryPickupId: string | null;
  takenByName: string | null;
  workedByName: string | null;
  orderCode: string | null;
  createdAt: string;
};

export type MemoPage = { rows: Memo[]; total: number };
export type MemoListQuery = {
  customerCode?: string;
  /** Days of arrival (YYYYMMDD), both ends included. */
  fromDate?: string;
  toDate?: string;
  status?: MemoStatus;
  page: number;
  size: number;
};

export const memoKeys = {
  all: ['memo'] as const,
  single: (code: string) => ['memo', 'single', code] as const,
  list: (query: MemoListQuery) => ['memo', 'list', query] as const,
  unprocessed: (page: number, size: number) => ['memo', 'unprocessed', page, size] as const,
};

const enc = encodeURIComponent;

/** The form shows the field messages itself. */
export const saveMemo = (input: MemoCreate) =>
  apiPost<Memo>('/api/memo/v1.0/save', input, { selfHandled: true });

export const useMemoList = (query: MemoListQuery) =>
  useQuery({
    queryKey: memoKeys.list(query),
    queryFn: () => apiPost<MemoPage>('/api/memo/v1.0/search/filter/list', query),
    placeholderData: keepPreviousData,
  });

/** Open and working memos, urgent first then oldest; refreshed while the screen is open. */
export const useUnprocessedMemos = (page: number, size: number) =>
  useQuery({
    queryKey: memoKeys.unprocessed(page, size),
    queryFn: () => apiPost<MemoPage>('/api/memo/v1.0/unprocessed/simple/list', { page, size }),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });

export const fetchMemo = (code: string) => apiGet<Memo>(`/api/memo/v1.0/single/${enc(code)}`);

export const useMemoRecord = (code: string | null) =>
  useQuery({
    queryKey: memoKeys.single(code ?? ''),
    queryFn: () => fetchMemo(code ?? ''),
    enabled: Boolean(code),
    staleTime: 0,
  });

/** The working check: the clerk takes the memo; 409 names the clerk who already has it. */
export const takeMemo = (code: string) =>
  apiPost<Memo>(`/api/memo/v1.0/working/check/${enc(code)}`, undefined);
