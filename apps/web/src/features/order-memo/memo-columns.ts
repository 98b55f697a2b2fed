import { MEMO_STATUS_LABELS, type MemoStatus } from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import type { MemoView } from './order-memo.api';

type Col = DataColumn<MemoView>;

const STATUS_CLASS: Record<MemoStatus, string> = {
  open: 'erp-sales-draft',
  working: 'erp-sales-fixed',
  done: '',
  dropped: 'erp-sales-cancelled',
};

/** '처리 중 (김직원)', or '내가 처리 중' for the clerk looking at the list. */
export const memoStatusText = (memo: Pick<MemoView, 'status' | 'workedByName'>, myName: string): string => {
  if (memo.status !== 'working') return MEMO_STATUS_LABELS[memo.status];
  if (memo.workedByName && memo.workedByName === myName) return '내가 처리 중';
  return `처리 중 (${memo.workedByName ?? '다른 직원'})`;
};

export const memoColumns = (myName: string, full: boolean): Col[] => [
  {
    colId: 'urgent',
    headerName: '긴급',
    field: 'urgent',
    width: 64,
    valueFormatter: (p) => (p.value ? '긴급' : ''),
    cellClass: (p) => (p.value ? 'erp-sales-urgent' : ''),
  },
  {
    colId: 'code',
    headerName: '메모번호',
    field: 'code',
    width: 136,
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'createdAt',
    headerName: '받은 시각',
    field: 'createdAt',
    width: 128,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 140,
    tooltip: true,
  },
  {
    colId: 'car',
    headerName: '차량',
    width: 150,
    valueGetter: (p) => p.data?.carNumber ?? p.data?.vin ?? '',
    tooltip: (p) => [p.data?.carNumber, p.data?.vin].filter(Boolean).join(' / '),
  },
  {
    colId: 'request',
    headerName: '요청 내용',
    field: 'request',
    flex: 1,
    minWidth: 200,
    tooltip: true,
  },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 136,
    valueGetter: (p) => (p.data ? memoStatusText(p.data, myName) : ''),
    cellClass: (p) => (p.data ? STATUS_CLASS[p.data.status] : ''),
  },
  { colId: 'takenByName', headerName: '받은 사람', field: 'takenByName', width: 92 },
  ...(full
    ? [
        {
          colId: 'orderCode',
          headerName: '주문번호',
          field: 'orderCode',
          width: 140,
          cellClass: 'erp-cell-code',
        } as Col,
        {
          colId: 'customerCode',
          headerName: '거래처 코드',
          field: 'customerCode',
          width: 104,
          hide: true,
        } as Col,
      ]
    : []),
];
