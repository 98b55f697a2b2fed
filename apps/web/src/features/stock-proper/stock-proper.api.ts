import {
  type KindPercentQuery,
  type NewInOutQuery,
  type ProperHistoryQuery,
  type ProperRun,
  type ProperSuggestionQuery,
  stockProperApi,
  type TurnRatioQuery,
} from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// Proper stock runs and the stock reports (stockProperApi).

const busy = (run: ProperRun | undefined) => run?.status === 'queued' || run?.status === 'running';

/** The latest runs, polled every second while one of them is still computing (the progress bar). */
export const useProperRuns = () =>
  useApiQuery(
    stockProperApi.runs,
    {},
    { refetchInterval: (q) => ((q.state.data?.rows ?? []).some(busy) ? 1000 : false) },
  );

export const useSuggestions = (query: ProperSuggestionQuery, enabled: boolean) =>
  useApiQuery(stockProperApi.suggestions, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useProperHistory = (query: ProperHistoryQuery) =>
  useApiQuery(stockProperApi.history, { body: query }, { placeholderData: keepPreviousData });

export const useKindPercent = (query: KindPercentQuery) =>
  useApiQuery(stockProperApi.kindPercent, { body: query }, { placeholderData: keepPreviousData });

export const useTurnRatio = (query: TurnRatioQuery, enabled: boolean) =>
  useApiQuery(stockProperApi.turnRatio, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useNewInOut = (query: NewInOutQuery, enabled: boolean) =>
  useApiQuery(stockProperApi.newInOut, { body: query }, { placeholderData: keepPreviousData, enabled });

/** Refreshes every stock screen's queries after a run starts, lines change or a run applies. */
export const useStockRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['stock'] });
};
