import { PURCHASE_LIST_SPEC } from '@erp/domain';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import type { useListUrlState } from '../../components/list-page/use-list-url-state';
import { supplierDocQuickFields, useSupplierFilterOptions } from './supplier-filters';

/** A list's URL state with its page of rows and its Excel download (useListQuery's answer). */
type ListState<Row> = ReturnType<typeof useListUrlState> & {
  page: { data?: { rows: Row[]; total: number; totalCapped?: boolean } | undefined; isFetching: boolean };
  downloadExcel?: (() => Promise<string>) | undefined;
};

/**
 * A list on PURCHASE_LIST_SPEC (purchases, arrivals waiting for examination): the filter bar by
 * day, supplier and (withStatus) status, the grid of the page with Enter / ↓ between them, and
 * a row opening its screen. The page keeps its own query, columns and words.
 */
export const PurchaseSpecList = <Row extends { code: string }>(p: {
  list: ListState<Row>;
  title: string;
  description: string;
  actions?: ReactNode;
  choices: object;
  withStatus: boolean;
  keywordPlaceholder: string;
  gridId: string;
  columns: DataColumn<Row>[];
  pathOf: (row: Row) => string;
  emptyText: string;
}) => {
  const navigate = useNavigate();
  const { query, search, sortBy, goTo, page } = p.list;
  const options = useSupplierFilterOptions(p.choices);
  const tableRef = useRef<DataTableHandle>(null);
  return (
    <ListPage<Row>
      title={p.title}
      description={p.description}
      actions={p.actions}
      onExcelDownload={p.list.downloadExcel}
      filterBar={
        <SpecFilterBar
          spec={PURCHASE_LIST_SPEC}
          query={query}
          onSearch={search}
          options={options}
          quickFields={supplierDocQuickFields('purchaseDate', p.withStatus)}
          keywordPlaceholder={p.keywordPlaceholder}
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: p.gridId,
        columns: p.columns,
        ...pagedRows(page, query, sortBy),
        rowId: (r) => r.code,
        onRowOpen: (r) => navigate(p.pathOf(r)),
        emptyText: p.emptyText,
        handleRef: tableRef,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
