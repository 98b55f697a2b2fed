import { PART_SET_LIST_SPEC, type PartSetListRow } from '@erp/domain';
import type { ColumnType } from 'antd/es/table';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

export type PartSetRow = PartSetListRow;
type Col = DataColumn<PartSetRow>;
const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;
const sortable = (field: string) =>
  'sortable' in (PART_SET_LIST_SPEC.fields[field as keyof typeof PART_SET_LIST_SPEC.fields] ?? {});

export const PART_SET_COLUMNS: Col[] = [
  {
    colId: 'code',
    headerName: '세트 코드',
    field: 'code',
    width: 110,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
    sortable: sortable('code'),
  },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 170, sortable: sortable('partNo') },
  {
    colId: 'name',
    headerName: '세트명',
    field: 'name',
    width: 220,
    tooltip: true,
    sortable: sortable('name'),
  },
  { colId: 'carModel', headerName: '차종', field: 'carModel', width: 120 },
  { colId: 'brandName', headerName: '브랜드', field: 'brandName', width: 100 },
  {
    colId: 'itemCount',
    headerName: '구성 품목 수',
    field: 'itemCount',
    width: 100,
    ...num,
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'salePrice',
    headerName: '판매가',
    field: 'salePrice',
    width: 110,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'purchasePrice',
    headerName: '매입가',
    field: 'purchasePrice',
    width: 110,
    ...num,
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'active',
    headerName: '사용 여부',
    field: 'active',
    width: 90,
    valueFormatter: (p) => (p.value ? '사용' : '사용 안 함'),
  },
  {
    colId: 'createdAt',
    headerName: '등록일',
    field: 'createdAt',
    width: 110,
    sortable: sortable('createdAt'),
    valueFormatter: (p) => formatKstDate(p.value as string),
  },
];

/** An amount column of the small antd tables of a set (its items, the lines it puts on an order). */
export const wonTableColumn = <Row>(title: string, dataIndex: string, width: number): ColumnType<Row> => ({
  title,
  dataIndex,
  width,
  align: 'right',
  render: (v: number) => formatWon(v),
});
