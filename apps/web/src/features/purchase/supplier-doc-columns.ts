import { formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

// The grid columns every purchase list (purchases, arrivals waiting for examination) opens with
// and the supplier, warehouse and size columns they share, written once.

type SupplierDocRow = {
  code: string;
  supplierName: string;
  supplierCode: string;
  warehouseName: string;
  lineCount: number;
  totalQty: number;
};

/** The document code, pinned left, then its day (YYYYMMDD on the wire). */
export const codeAndDayColumns = <T extends SupplierDocRow>(
  codeHeader: string,
  day: Extract<keyof T, string>,
  dayHeader: string,
): DataColumn<T>[] => [
  {
    colId: 'code',
    headerName: codeHeader,
    field: 'code' as Extract<keyof T, string>,
    width: 118,
    pinned: 'left',
    cellClass: 'erp-cell-code',
    sortable: true,
  },
  {
    colId: day,
    headerName: dayHeader,
    field: day,
    width: 104,
    sortable: true,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
];

/** 매입처 (name and code), 창고, 품목 수 and 수량. */
export const supplierSizeColumns = <T extends SupplierDocRow>(): DataColumn<T>[] => [
  {
    colId: 'supplierCode',
    headerName: '매입처',
    width: 200,
    valueGetter: (p) => (p.data ? `${p.data.supplierName} (${p.data.supplierCode})` : ''),
  },
  {
    colId: 'warehouseName',
    headerName: '창고',
    field: 'warehouseName' as Extract<keyof T, string>,
    width: 100,
  },
  {
    colId: 'lineCount',
    headerName: '품목 수',
    field: 'lineCount' as Extract<keyof T, string>,
    width: 76,
    type: 'rightAligned',
  },
  {
    colId: 'totalQty',
    headerName: '수량',
    field: 'totalQty' as Extract<keyof T, string>,
    width: 70,
    type: 'rightAligned',
  },
];
