import { PICKUP_KIND_LABELS, PICKUP_STATUS_LABELS, type Pickup } from '@erp/domain';
import type { DataColumn } from '../../components/data-table/data-table.types';

const hm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;

export const PICKUP_COLUMNS: DataColumn<Pickup>[] = [
  { colId: 'id', headerName: '번호', field: 'id', width: 70, cellClass: 'erp-cell-code' },
  {
    colId: 'kind',
    headerName: '구분',
    field: 'kind',
    width: 100,
    valueFormatter: (p) => PICKUP_KIND_LABELS[p.value as Pickup['kind']] ?? '',
  },
  {
    colId: 'window',
    headerName: '회수일시',
    width: 150,
    valueGetter: (p) =>
      p.data
        ? `${p.data.windowDate.slice(4, 6)}/${p.data.windowDate.slice(6)} ${hm(p.data.windowFrom)}~${hm(p.data.windowTo)}`
        : '',
  },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 150, tooltip: true },
  { colId: 'address', headerName: '주소', field: 'address', flex: 1, minWidth: 180, tooltip: true },
  {
    colId: 'returnCode',
    headerName: '반품번호',
    field: 'returnCode',
    width: 138,
    cellClass: 'erp-cell-code',
  },
  { colId: 'driverName', headerName: '기사', field: 'driverName', width: 90 },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 90,
    valueFormatter: (p) => PICKUP_STATUS_LABELS[p.value as Pickup['status']] ?? '',
  },
];
