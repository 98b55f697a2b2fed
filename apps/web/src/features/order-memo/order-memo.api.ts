import { type CallInput, type MemoCreate, type MemoView, memoApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The memo calls of SPEC §7.8: a phone request, the unprocessed list and the working check.

export type { MemoView };

export type MemoListQuery = CallInput<typeof memoApi.filterList>['body'];

/** Every memo query shares the contract area key, so one invalidation refreshes them all. */
export const memoKeys = { all: ['memo'] as const };

/** The form shows the field messages itself. */
export const saveMemo = (input: MemoCreate) => callApi(memoApi.save, { body: input }, { selfHandled: true });

export const useMemoList = (query: MemoListQuery) =>
  useApiQuery(memoApi.filterList, { body: query }, { placeholderData: keepPreviousData });

/** Open and working memos, urgent first then oldest; refreshed while the screen is open. */
export const useUnprocessedMemos = (page: number, size: number) =>
  useApiQuery(
    memoApi.unprocessed,
    { body: { page, size } },
    { placeholderData: keepPreviousData, refetchInterval: 20_000 },
  );

export const useMemoRecord = (code: string | null) =>
  useApiQuery(memoApi.single, { params: { code: code ?? '' } }, { enabled: Boolean(code), staleTime: 0 });

/** The working check: the clerk takes the memo; 409 names the clerk who already has it. */
export const takeMemo = (code: string) => callApi(memoApi.take, { params: { code } });
