import { type RankListQuery, type RankPeriodQuery, type RankRun, rankApi } from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// The rank calls of the server (rankApi); every screen refreshes the 'rank' group after a save.

const busy = (run: RankRun | undefined) => run?.status === 'queued' || run?.status === 'running';

export const useRankSettings = () => useApiQuery(rankApi.settings, {});
export const useRankDiscounts = () => useApiQuery(rankApi.discounts, {});
export const useRankRules = () => useApiQuery(rankApi.rules, {});

/** The latest recomputes, polled every second while one is still computing (the progress bar). */
export const useRankRuns = () =>
  useApiQuery(rankApi.runs, {}, { refetchInterval: (q) => ((q.state.data ?? []).some(busy) ? 1000 : false) });

export const useRankHistory = (query: RankListQuery) =>
  useApiQuery(rankApi.history, { body: query }, { placeholderData: keepPreviousData });
export const useRankChoices = (query: RankListQuery) =>
  useApiQuery(rankApi.choices, { body: query }, { placeholderData: keepPreviousData });
export const useRankRange = (query: RankListQuery) =>
  useApiQuery(rankApi.range, { body: query }, { placeholderData: keepPreviousData });
export const useRankPeriodAmounts = (query: RankPeriodQuery, enabled: boolean) =>
  useApiQuery(rankApi.periodAmounts, { body: query }, { placeholderData: keepPreviousData, enabled });

/** Reads every rank answer again (after a save, a choice, a recompute). */
export const useRankRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['rank'] });
};

/** '1.5' for 150 basis points; the inputs take percents. */
export const bpToPercent = (bp: number) => bp / 100;
export const percentToBp = (percent: number | null) => Math.round((percent ?? 0) * 100);
