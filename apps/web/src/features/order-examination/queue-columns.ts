import { formatElapsedMinutes } from '@erp/domain';
import { formatCount, formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import type { ExaminationQueueRow } from './examination-lists.api';

type Col = DataColumn<ExaminationQueueRow>;

export const EXAM_STATUS_LABELS: Record<ExaminationQueueRow['examStatus'], string> = {
  none: '미시작',
  scanning: '검수 중',
  done: '검수 완료',
};

const STATUS_CLASS: Record<ExaminationQueueRow['examStatus'], string> = {
  none: 'erp-sales-cancelled',
  scanning: 'erp-sales-draft',
  done: 'erp-sales-fixed',
};

/** '1시간 5분 (검수 중, 김검수)': how long the order has waited and where it stands. */
export const waitText = (row: Pick<ExaminationQueueRow, 'waitedMinutes' | 'examStatus'>): string =>
  row.examStatus === 'done'
    ? `${formatElapsedMinutes(row.waitedMinutes)} 만에 완료`
    : `${formatElapsedMinutes(row.waitedMinutes)} 대기`;

export const queueColumns = (limitMinutes: number | null): Col[] => [
  {
    colId: 'orderCode',
    headerName: '주문번호',
    field: 'orderCode',
    width: 140,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'fixedAt',
    headerName: '확정 시각',
    field: 'fixedAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 150,
    tooltip: true,
  },
  {
    colId: 'lineCount',
    headerName: '품목',
    field: 'lineCount',
    width: 70,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
  {
    colId: 'units',
    headerName: '수량',
    field: 'units',
    width: 70,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
    valueFormatter: (p) => formatCount(p.value as number),
  },
  {
    colId: 'total',
    headerName: '합계',
    field: 'total',
    width: 110,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'examStatus',
    headerName: '검수 상태',
    field: 'examStatus',
    width: 96,
    valueFormatter: (p) => (p.value ? EXAM_STATUS_LABELS[p.value as ExaminationQueueRow['examStatus']] : ''),
    cellClass: (p) => (p.value ? STATUS_CLASS[p.value as ExaminationQueueRow['examStatus']] : ''),
  },
  { colId: 'examinerName', headerName: '검수자', field: 'examinerName', width: 100 },
  {
    colId: 'waited',
    headerName: '대기 시간',
    width: 150,
    valueGetter: (p) => (p.data ? waitText(p.data) : ''),
    cellClass: (p) =>
      limitMinutes !== null && p.data && p.data.examStatus !== 'done' && p.data.waitedMinutes >= limitMinutes
        ? 'erp-exam-late'
        : '',
  },
  { colId: 'fixedByName', headerName: '확정자', field: 'fixedByName', width: 100 },
];
