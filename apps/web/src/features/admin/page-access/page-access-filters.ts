import { PAGE_ACCESS_SORTS, type PageAccessStatsEntry, toKoreanParts } from '@erp/domain';

export type PageAccessSort = (typeof PAGE_ACCESS_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The body of pageAccessApi.stats, without empty filters. */
export type StatsRequest = {
  fromDate?: string;
  toDate?: string;
  pathContains?: string;
  sort: PageAccessSort;
  order: SortOrder;
  page: number;
  size: number;
};

export type StatsFilter = { fromDate: string | null; toDate: string | null; path: string };
export type StatsPaging = { sort: PageAccessSort; order: SortOrder; page: number; size: number };

export const DEFAULT_PAGING: StatsPaging = { sort: 'accessCount', order: 'desc', page: 1, size: 20 };
export const CHART_TOP_N = 10;

export const toStatsRequest = (filter: StatsFilter, paging: StatsPaging): StatsRequest => {
  const path = filter.path.trim();
  return {
    ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
    ...(filter.toDate ? { toDate: filter.toDate } : {}),
    ...(path ? { pathContains: path } : {}),
    sort: paging.sort,
    order: paging.order,
    page: paging.page,
    size: paging.size,
  };
};

/** The chart's request: the same filter, the most visited pages first. */
export const toChartRequest = (filter: StatsFilter): StatsRequest =>
  toStatsRequest(filter, { sort: 'accessCount', order: 'desc', page: 1, size: CHART_TOP_N });

export const isPageAccessSort = (value: unknown): value is PageAccessSort =>
  typeof value === 'string' && (PAGE_ACCESS_SORTS as readonly string[]).includes(value);

/**
 * Table sort → request sort. A column sorted back to "none" returns to the default order (most
 * visited first) rather than an unordered list.
 */
export const pagingFromSorter = (
  paging: StatsPaging,
  sorter: { field?: unknown; order?: 'ascend' | 'descend' | null },
): StatsPaging => {
  if (!sorter.order || !isPageAccessSort(sorter.field))
    return { ...paging, sort: 'accessCount', order: 'desc', page: 1 };
  return { ...paging, sort: sorter.field, order: sorter.order === 'ascend' ? 'asc' : 'desc', page: 1 };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the Korean wall-clock time "YYYY-MM-DD HH:mm:ss". */
export const formatAccessTime = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = toKoreanParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
};

/** The label of a page in the chart: its name, or its path when it has none. */
export const chartLabel = (entry: Pick<PageAccessStatsEntry, 'pageName' | 'pagePath'>): string => {
  const name = entry.pageName.trim();
  return name === '' ? entry.pagePath : (name.split('/').at(-1) ?? name);
};
