import { CANCEL_REQUEST_STATUS_LABELS, type CancelRequestStatus } from '@erp/domain';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import type { CancelRequestView } from './order-cancel.api';

type Col = DataColumn<CancelRequestView>;

const STATUS_CLASS: Record<CancelRequestStatus, string> = {
  requested: 'erp-sales-draft',
  checked: 'erp-sales-fixed',
  rejected: 'erp-sales-cancelled',
};

/** '배터리 AX60L ×1 외 1건': what the request takes back, in one cell. */
export const cancelLinesText = (
  lines: readonly Pick<CancelRequestView['lines'][number], 'partName' | 'qty'>[],
): string => {
  const [first, ...rest] = lines;
  if (!first) return '';
  const head = `${first.partName} ×${first.qty}`;
  return rest.length > 0 ? `${head} 외 ${rest.length}건` : head;
};

export const CANCEL_COLUMNS: Col[] = [
  {
    colId: 'code',
    headerName: '요청번호',
    field: 'code',
    width: 138,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'requestedAt',
    headerName: '요청 일시',
    field: 'requestedAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'orderCode', headerName: '주문번호', field: 'orderCode', width: 138, cellClass: 'erp-cell-code' },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 140,
    tooltip: true,
  },
  {
    colId: 'lines',
    headerName: '취소 품목',
    width: 220,
    valueGetter: (p) => (p.data ? cancelLinesText(p.data.lines) : ''),
    tooltip: (p) => (p.data?.lines ?? []).map((l) => `${l.lineNo}번 ${l.partName} ×${l.qty}`).join('\n'),
  },
  {
    colId: 'total',
    headerName: '취소 금액',
    field: 'total',
    width: 110,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
    valueFormatter: (p) => formatWon(p.value as number),
  },
  { colId: 'reason', headerName: '사유', field: 'reason', flex: 1, minWidth: 160, tooltip: true },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 90,
    valueFormatter: (p) => (p.value ? CANCEL_REQUEST_STATUS_LABELS[p.value as CancelRequestStatus] : ''),
    cellClass: (p) => (p.value ? STATUS_CLASS[p.value as CancelRequestStatus] : ''),
  },
  {
    colId: 'checkedAt',
    headerName: '처리 일시',
    field: 'checkedAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];

/** The grid part every cancel list shares: the page's requests, one selected at a time. */
export const cancelRows = (
  list: { data?: { rows: CancelRequestView[] } | undefined; isFetching: boolean },
  select: (request: CancelRequestView | null) => void,
) => ({
  rows: list.data?.rows,
  rowId: (r: CancelRequestView) => String(r.id),
  loading: list.isFetching,
  selection: 'single' as const,
  onSelectionChange: (rows: CancelRequestView[]) => select(rows[0] ?? null),
});
