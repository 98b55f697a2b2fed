import { type ListSort, toYmd } from '@erp/domain';
import { useState } from 'react';
import { useUrlParams } from '../../components/list-page/url-params';
import { formatSort, parseSort, type ReportFilterValues, reportFilters, shiftYmd } from './report-filters';

/**
 * The URL state of a report list: period (by default the last `days` days up to today), customer,
 * order code, page, size, sort, and the list's own switches. A bookmark or a tab keeps all of it.
 */
export const useReportParams = <E extends Record<string, string>>(options: {
  days: number | null;
  sortable: readonly string[];
  defaultSort: ListSort[];
  extra?: E;
  dateField?: string;
  customer?: string;
}) => {
  const today = toYmd(new Date());
  // The defaults are fixed for the life of the page (its options are constants of the page).
  const [defaults] = useState(() => ({
    from: options.days === null ? '' : shiftYmd(today, -options.days),
    to: options.days === null ? '' : today,
    customer: options.customer ?? '',
    code: '',
    page: 1,
    size: 50,
    sort: formatSort(options.defaultSort),
    ...(options.extra ?? ({} as E)),
  }));
  const [params, setParams] = useUrlParams(defaults);
  const sort = parseSort(params.sort, options.sortable, options.defaultSort);
  const filters = reportFilters(params as ReportFilterValues, options.dateField);
  const query = { page: params.page, size: params.size, sort, filters };
  return {
    params,
    query,
    search: (values: ReportFilterValues) => setParams({ ...values, page: 1 } as never),
    setExtra: (patch: Partial<E>) => setParams({ ...patch, page: 1 } as never),
    sortBy: (next: ListSort[]) =>
      setParams({
        sort: formatSort(parseSort(formatSort(next), options.sortable, options.defaultSort)),
        page: 1,
      } as never),
    goTo: (page: number, size: number) => setParams({ page: size === params.size ? page : 1, size } as never),
  };
};
