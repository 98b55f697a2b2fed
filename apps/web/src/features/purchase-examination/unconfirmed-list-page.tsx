import { PURCHASE_LIST_SPEC, purchaseExaminationApi, type UnconfirmedArrival } from '@erp/domain';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { SpecFilterBar } from '../../components/list-page/spec-filter-bar';
import { useListQuery } from '../../components/list-page/use-list-query';
import { supplierDocQuickFields, useSupplierFilterOptions } from '../purchase/supplier-filters';
import { ARRIVAL_PATHS } from './purchase-examination.api';

const COLUMNS: DataColumn<UnconfirmedArrival>[] = [
  {
    colId: 'code',
    headerName: '입고 번호',
    field: 'code',
    width: 118,
    pinned: 'left',
    cellClass: 'erp-cell-code',
    sortable: true,
  },
  {
    colId: 'purchaseDate',
    headerName: '입고일',
    field: 'purchaseDate',
    width: 104,
    sortable: true,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  {
    colId: 'ageDays',
    headerName: '경과일',
    field: 'ageDays',
    width: 76,
    type: 'rightAligned',
    valueFormatter: (p) => `${p.value as number}일`,
  },
  {
    colId: 'examStatus',
    headerName: '검수',
    field: 'examStatusLabel',
    width: 90,
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
  { colId: 'examinedQty', headerName: '검수 수량', field: 'examinedQty', width: 86, type: 'rightAligned' },
  {
    colId: 'total',
    headerName: '합계',
    field: 'total',
    width: 110,
    type: 'rightAligned',
    sortable: true,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  { colId: 'memo', headerName: '비고', field: 'memo', width: 200 },
];

const EXCEL = { contract: purchaseExaminationApi.excel, fileName: '검수대기입고.xlsx' };

const NO_CHOICES = {};

/** PurchaseUnConfirmedList: arrivals (draft purchases) waiting for examination, oldest first by age. */
export const PurchaseUnConfirmedListPage = () => {
  const navigate = useNavigate();
  const list = useListQuery(purchaseExaminationApi.list, PURCHASE_LIST_SPEC, { excel: EXCEL });
  const { query, search, sortBy, goTo, page } = list;
  const options = useSupplierFilterOptions(NO_CHOICES);
  const tableRef = useRef<DataTableHandle>(null);
  return (
    <ListPage<UnconfirmedArrival>
      title="검수 대기 입고"
      description="확정되지 않은 입고(매입)와 입고 후 지난 날수, 검수 진행입니다. Enter 또는 두 번 클릭: 검수 화면"
      onExcelDownload={list.downloadExcel}
      filterBar={
        <SpecFilterBar
          spec={PURCHASE_LIST_SPEC}
          query={query}
          onSearch={search}
          options={options}
          quickFields={supplierDocQuickFields('purchaseDate', false)}
          keywordPlaceholder="입고 번호·매입처명"
          onLeaveDown={() => tableRef.current?.focusFirstRow()}
        />
      }
      table={{
        gridId: 'purchase-unconfirmed-list',
        columns: COLUMNS,
        ...pagedRows(page, query, sortBy),
        rowId: (p) => p.code,
        onRowOpen: (p) => navigate(ARRIVAL_PATHS.stationOf(p.code)),
        emptyText: '검수를 기다리는 입고가 없습니다.',
        handleRef: tableRef,
      }}
      paging={pagedPaging(page, query, goTo)}
    />
  );
};
