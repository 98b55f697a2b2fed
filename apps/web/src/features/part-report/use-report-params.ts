import { toYmd } from '@erp/domain';
import { useMemo } from 'react';
import { type ParamDefaults, useUrlParams } from '../../components/list-page/url-params';
import { lastDays, periodProblem } from './report-period';

/** The keys of a report's filters that hold a code ('' for all). */
type CodeKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * The URL state of a part report: its period (the last 30 days unless the URL says otherwise),
 * the report's own `filters` and the page, with what the filter bar, the query and the pager
 * need of it. Changing a filter goes back to page 1, where the new rows start.
 */
export const useReportParams = <T extends ParamDefaults>(filters: T) => {
  const today = useMemo(() => toYmd(new Date()), []);
  const start = useMemo(() => lastDays(today, 30), [today]);
  const [params, setParams] = useUrlParams({ from: start.from, to: start.to, ...filters, page: 1, size: 50 });
  type Params = typeof params;
  return {
    params,
    setParams,
    /** Why the period in the URL cannot be asked for (a hand-edited address), so nothing is asked. */
    problem: periodProblem({ from: params.from, to: params.to }),
    /** The filter bar's period: the one in the URL, replaced on 조회. */
    bar: {
      today,
      applied: { from: params.from, to: params.to },
      onSearch: (period: { from: string; to: string }) =>
        setParams({ from: period.from, to: period.to, page: 1 } as Partial<Params>),
    },
    /** A code filter of the bar bound to its key in the URL. */
    codeFilter: (key: CodeKey<T>) => ({
      code: String(params[key]),
      onChange: (code: string) => setParams({ [key]: code, page: 1 } as Partial<Params>),
    }),
    /** The period and page as the report endpoints take them. */
    query: { fromDate: params.from, toDate: params.to, page: params.page, size: params.size },
    /** The pager of the list; another page size starts again at page 1. */
    paging: (total: number) => ({
      page: params.page,
      size: params.size,
      total,
      onChange: (page: number, size: number) =>
        setParams({ page: size === params.size ? page : 1, size } as Partial<Params>),
    }),
  };
};

/** The state of the reports of one part and one customer at most (returns, sales records). */
export const usePartCustomerReport = () => {
  const report = useReportParams({ part: '', customer: '' });
  const { part, customer } = report.params;
  return {
    ...report,
    query: {
      ...report.query,
      ...(part ? { partCode: part } : {}),
      ...(customer ? { customerCode: customer } : {}),
    },
    /** The filter bar's part and customer filters. */
    filters: { part: report.codeFilter('part'), customer: report.codeFilter('customer') },
  };
};
