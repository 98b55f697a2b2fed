import {
  PURCHASE_LIST_SPEC,
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUSES,
  type PurchaseSummary,
  purchaseApi,
} from '@erp/domain';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { AddButton } from '../../components/screen-parts/add-button';
import { PURCHASE_PATHS } from './purchase.api';
import { supplierDocQuickFields, useSupplierFilterOptions } from './supplier-filters';

const money = (colId: 'supply' | 'vat' | 'total', headerName: string): DataColumn<PurchaseSummary> => ({
  colId,
  headerName,
  field: colId,
  width: 110,
  type: 'rightAligned',
  cellClass: 'erp-cell-number',
  sortable: colId === 'total',
  valueFormatter: (p) => formatWon(p.value as number),
});

const COLUMNS: DataColumn<PurchaseSummary>[] = [
  {
    colId: 'code',
    headerName: '매입 번호',
    field: 'code',
    width: 118,
    pinned: 'left',
    cellClass: 'erp-cell-code',
    sortable: true,
  },
  {
    colId: 'purchaseDate',
    headerName: '매입일',
    field: 'purchaseDate',
    width: 104,
    sortable: true,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  {
    colId: 'status',
    headerName: '상태',
    field: 'statusLabel',
    width: 80,
    sortable: true,
    cellClass: 'erp-cell-center',
  },
  {
    colId: 'supplierCode',
    headerName: '매입처',
    width: 200,
    valueGetter: (p) => (p.data ? `${p.data.supplierName} (${p.data.supplierCode})` : ''),
  },
  { colId: 'warehouseName', headerName: '창고', field: 'warehouseName', width: 100 },
  { colId: 'lineCount', headerName: '품목 수', field: 'lineCount', width: 76, type: 'rightAligned' },
  { colId: 'totalQty', headerName: '수량', field: 'totalQty', width: 70, type: 'rightAligned' },
  money('supply', '공급가액'),
  money('vat', '부가세'),
  money('total', '합계'),
  { colId: 'createdByName', headerName: '등록자', field: 'createdByName', width: 96 },
  {
    colId: 'fixedAt',
    headerName: '확정 시각',
    field: 'fixedAt',
    width: 140,
    valueFormatter: (p) => formatKstDateTime(p.value as string | null),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 200 },
];

/** Every purchase of the current search, as the server writes it. */
const EXCEL = { contract: purchaseApi.excel, fileName: '매입목록.xlsx' };

const STATUS_CHOICES = {
  status: PURCHASE_STATUSES.map((s) => ({ value: s, label: PURCHASE_STATUS_LABELS[s] })),
};

/** PurchaseList: purchases by period, supplier and status; a row opens the purchase. */
export const PurchaseListPage = () => {
  const navigate = useNavigate();
  const list = useListQuery(purchaseApi.list, PURCHASE_LIST_SPEC, { excel: EXCEL });
  const { query, search, sortBy, goTo, page } = list;
  const options = useSupplierFilterOptions(STATUS_CHOICES);
  const tableRef = useRef<DataTableHandle>(null);
  return (
    <ListPage<PurchaseSummary>
      title="매입 목록"
      description="Enter: 조회 · ↓: 목록으로 · Enter 또는 두 번 클릭: 매입 상세"
      actions={<AddButton to={PURCHASE_PATHS.register}>매입 등록</AddButton>}
      onExcelDownload={list.downloadExcel}
      filterBar={
        <SpecFilterBar
          spec={PURCHASE_LIST_SPEC}
          query={query}
          onSearch={search}
          options={options}
          quickFields={supplierDocQuickFields('purchaseDate', true)}
          keywordPlaceholder="매입 번호·매입처명"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: 'purchase-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (p) => p.code,
        onRowOpen: (p) => navigate(PURCHASE_PATHS.detail(p.code)),
        emptyText: '조건에 맞는 매입이 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
