import type { ListSort, OrderReportRow } from '@erp/domain';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { useOrderTools } from './order-tools';
import { ReportFilterBar } from './report-filter-bar';
import type { ReportFilterValues } from './report-filters';

type Page<Row> = {
  data?: { rows: readonly Row[]; total: number; totalCapped?: boolean } | undefined;
  isFetching: boolean;
};

type Props<Row extends OrderReportRow> = {
  title: string;
  description: string;
  gridId: string;
  columns: DataColumn<Row>[];
  /** What useReportParams gives the page: the filters in the URL and how to change them. */
  report: {
    params: ReportFilterValues;
    query: { page: number; size: number; sort: ListSort[] };
    search: (values: ReportFilterValues) => void;
    sortBy: (sort: ListSort[]) => void;
    goTo: (page: number, size: number) => void;
  };
  list: Page<Row>;
  /** The list's own boxes after the period, customer and order code. */
  extra?: ReactNode;
  emptyText: string;
  /** False while the page still waits for what it needs to ask (a car number): no rows, no count. */
  enabled?: boolean;
};

/**
 * A report list of whole orders (to check, with problems, online, by car number): the report
 * filters, the orders page by page, and the tools for the selected order (open it, its log, change
 * its day or reservation).
 */
export const OrderReportList = <Row extends OrderReportRow>({
  report,
  list,
  extra,
  enabled = true,
  ...p
}: Props<Row>) => {
  const tools = useOrderTools();
  const page = enabled ? list : { isFetching: false, data: { rows: [], total: 0 } };
  return (
    <>
      <ListPage<Row>
        title={p.title}
        description={p.description}
        filterBar={<ReportFilterBar values={report.params} onSearch={report.search} extra={extra} />}
        table={{
          gridId: p.gridId,
          columns: p.columns,
          ...pagedRows(page, report.query, report.sortBy),
          rowId: (r) => r.code,
          selection: 'single',
          onSelectionChange: tools.onSelectionChange as (rows: Row[]) => void,
          onRowOpen: tools.onRowOpen,
          emptyText: p.emptyText,
          toolbar: tools.toolbar,
        }}
        paging={pagedPaging(page, report.query, report.goTo)}
      />
      {tools.dialogs}
    </>
  );
};
