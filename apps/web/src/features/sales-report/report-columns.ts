import {
  INTEGRATED_STATE_LABELS,
  ORDER_EVENT_KIND_LABELS,
  ORDER_PROBLEM_LABELS,
  type OrderEventRow,
  type OrderReportRow,
  type ProblemRow,
} from '@erp/domain';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { wonColumn } from '../../components/data-table/won-column';
import { summarizeEvent } from './event-summary';

type Col = DataColumn<OrderReportRow>;

/** 주문번호 of a report row: sortable, in the code font. */
export const orderCodeColumn = <T>(): DataColumn<T> => ({
  colId: 'orderCode',
  sortable: true,
  headerName: '주문번호',
  field: 'orderCode' as never,
  width: 140,
  cellClass: 'erp-cell-code',
});

/** 취소액: what checked cancels took back; empty when none, '확인 대기' while one waits. */
const cancelledColumn = <T extends OrderReportRow>(): DataColumn<T> => ({
  colId: 'cancelledTotal',
  headerName: '취소액',
  field: 'cancelledTotal' as never,
  width: 110,
  cellClass: 'erp-cell-number',
  headerClass: 'erp-cell-number',
  valueFormatter: (p) => cancelledText(p.data?.cancelledTotal ?? 0, p.data?.cancelPending ?? false),
});

/** The cancel cell of a sales row: the amount taken back, and whether a cancel still waits. */
export const cancelledText = (cancelledTotal: number, cancelPending: boolean): string => {
  const amount = cancelledTotal > 0 ? `−${formatWon(cancelledTotal)}` : '';
  if (!cancelPending) return amount;
  return amount ? `${amount} (확인 대기)` : '확인 대기';
};

const EXAM_LABELS = { none: '검수 전', scanning: '검수 중', done: '검수 완료' } as const;

/** The order columns every report list shares; `extra` goes after the state. */
export const orderReportColumns = <T extends OrderReportRow>(
  extra: DataColumn<T>[] = [],
): DataColumn<T>[] => [
  {
    colId: 'code',
    sortable: true,
    headerName: '주문번호',
    field: 'code' as never,
    width: 140,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'orderDate',
    sortable: true,
    headerName: '주문일',
    field: 'orderDate' as never,
    width: 100,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  {
    colId: 'customerName',
    sortable: true,
    headerName: '거래처',
    field: 'customerName' as never,
    width: 150,
    tooltip: true,
  },
  {
    colId: 'state',
    headerName: '상태',
    field: 'state' as never,
    width: 130,
    valueFormatter: (p) => (p.value ? INTEGRATED_STATE_LABELS[p.value as OrderReportRow['state']] : ''),
  },
  ...extra,
  // What is still sold (checked cancels taken off), then what the cancels took back.
  wonColumn<T>('netTotal', '합계', 110, true),
  cancelledColumn<T>(),
  { ...wonColumn<T>('total', '확정 금액', 110, true), hide: true },
  {
    colId: 'lineCount',
    headerName: '품목',
    field: 'lineCount' as never,
    width: 64,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
  { colId: 'createdByName', headerName: '등록', field: 'createdByName' as never, width: 100 },
  {
    colId: 'fixedAt',
    sortable: true,
    headerName: '확정 일시',
    field: 'fixedAt' as never,
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'exam',
    headerName: '검수',
    width: 120,
    valueGetter: (p) =>
      p.data
        ? `${EXAM_LABELS[p.data.examState]}${p.data.examinerName ? ` (${p.data.examinerName})` : ''}`
        : '',
  },
  {
    colId: 'printed',
    headerName: '명세서 출력',
    width: 170,
    valueGetter: (p) =>
      p.data?.lastPrintedAt
        ? `${formatKstDateTime(p.data.lastPrintedAt)} ${p.data.lastPrintedByName ?? ''}`
        : '미출력',
  },
  {
    colId: 'reservation',
    headerName: '예약',
    width: 130,
    valueGetter: (p) =>
      p.data?.reservationDate
        ? `${formatYmd(p.data.reservationDate)}${p.data.reservationTime ? ` ${p.data.reservationTime.slice(0, 2)}:${p.data.reservationTime.slice(2)}` : ''}`
        : '',
  },
  { colId: 'carNumber', headerName: '차량번호', field: 'carNumber' as never, width: 100 },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode' as never, width: 96, hide: true },
];

export const REPORT_COLUMNS: Col[] = orderReportColumns<OrderReportRow>();

export const PROBLEM_COLUMNS: DataColumn<ProblemRow>[] = orderReportColumns<ProblemRow>([
  {
    colId: 'problems',
    headerName: '문제',
    width: 260,
    valueGetter: (p) =>
      (p.data?.problems ?? [])
        .map((k) =>
          k === 'exam-refused' ? `${ORDER_PROBLEM_LABELS[k]} ${p.data?.refusals}회` : ORDER_PROBLEM_LABELS[k],
        )
        .join(', '),
    tooltip: (p) => String(p.value ?? ''),
    cellClass: 'erp-report-problem',
  },
]);

export const EVENT_COLUMNS: DataColumn<OrderEventRow>[] = [
  {
    colId: 'at',
    sortable: true,
    headerName: '일시',
    field: 'at',
    width: 140,
    pinned: 'left',
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'kind',
    sortable: true,
    headerName: '구분',
    field: 'kind',
    width: 100,
    valueFormatter: (p) => (p.value ? ORDER_EVENT_KIND_LABELS[p.value as OrderEventRow['kind']] : ''),
  },
  orderCodeColumn<OrderEventRow>(),
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 150,
    tooltip: true,
  },
  {
    colId: 'actorName',
    headerName: '처리자',
    width: 120,
    valueGetter: (p) => (p.data ? (p.data.actorName ?? '시스템') : ''),
  },
  {
    colId: 'summary',
    headerName: '내용',
    flex: 1,
    minWidth: 260,
    valueGetter: (p) => (p.data ? summarizeEvent(p.data) : ''),
    tooltip: (p) => String(p.value ?? ''),
  },
  { colId: 'reason', headerName: '사유', field: 'reason', width: 200, tooltip: true },
  {
    colId: 'orderDate',
    headerName: '주문일',
    field: 'orderDate',
    width: 100,
    hide: true,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
];
