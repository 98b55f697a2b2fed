import { type PageAccessStatsEntry, pageAccessApi, urlOf } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import type { StatsRequest } from './page-access-filters';

export type StatsPage = { rows: PageAccessStatsEntry[]; total: number };

/** SPEC §7.1: `response` is the list; the total of matching pages comes in x-total-count. */
export const fetchPageAccessStats = async (request: StatsRequest): Promise<StatsPage> => {
  // The total is a header, so this call reads the raw answer; the rows are still checked by the
  // contract's response schema.
  const contract = pageAccessApi.stats;
  const result = await apiRequest(contract.method, urlOf(contract, { body: request }), {
    body: request,
    schema: contract.response,
  });
  const total = Number(result.headers.get('x-total-count'));
  return { rows: result.data, total: Number.isFinite(total) ? total : result.data.length };
};

export const pageAccessKeys = {
  all: ['page-access-stats'] as const,
  list: (request: StatsRequest) => ['page-access-stats', request] as const,
};

export const usePageAccessStats = (request: StatsRequest) =>
  useQuery({
    queryKey: pageAccessKeys.list(request),
    queryFn: () => fetchPageAccessStats(request),
    placeholderData: keepPreviousData,
  });
