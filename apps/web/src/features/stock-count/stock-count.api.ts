import { type StockCountEntryInput, type StockCountPlanInput, stockCountApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// The count calls of the server (stockCountApi); lists come through useListQuery.

export type CountStep = 'submit' | 'reopen' | 'approve' | 'cancel';

export const useCount = (code: string | null) =>
  useApiQuery(stockCountApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

/** One location group (seq ≥ 1), every line (0), or the differences only. */
export const useCountLines = (code: string | null, seq: number, differencesOnly = false) =>
  useApiQuery(
    stockCountApi.lines,
    { params: { code: code ?? '-' }, query: { seq, differencesOnly: differencesOnly ? 'true' : 'false' } },
    { enabled: code !== null },
  );

export const useCounterOptions = () =>
  useApiQuery(stockCountApi.counterOptions, {}, { staleTime: 5 * 60_000 });

/** Counts in some statuses, newest planned first (the pickers of the station and approval desk). */
export const useCountsIn = (statuses: readonly string[]) =>
  useApiQuery(stockCountApi.list, {
    body: { page: 1, size: 100, filters: [{ field: 'status', op: 'in', value: [...statuses] }] },
  });

export const planCount = (input: StockCountPlanInput) => callApi(stockCountApi.plan, { body: input });

export const assignCounters = (code: string, counterIds: number[], version: number) =>
  callApi(stockCountApi.counters, { params: { code }, body: { counterIds, version } });

export const enterCount = (code: string, input: StockCountEntryInput) =>
  callApi(stockCountApi.entry, { params: { code }, body: input }, { selfHandled: true });

export const stepCount = (step: CountStep, code: string, version: number) =>
  callApi(stockCountApi[step], { params: { code }, body: { version } });

/** Every stock query shares the area key, so one invalidation refreshes the count screens. */
export const useRefreshCounts = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['stock'] });
};
