import { ORDER_STATUS_LABELS, type OrderStatus } from '@erp/domain';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { wonColumn } from '../../components/data-table/won-column';
import { cancelledText } from '../sales-report/report-columns';
import type { OrderSummary } from './sales-order.api';

type Col = DataColumn<OrderSummary>;

export const ORDER_STATUS_CLASS: Record<OrderStatus, string> = {
  draft: 'erp-sales-draft',
  fixed: 'erp-sales-fixed',
  cancelled: 'erp-sales-cancelled',
};

const won = (colId: 'supply' | 'tax' | 'total' | 'netTotal', headerName: string, width: number): Col =>
  wonColumn(colId, headerName, width);

/** ObtainList columns: the order, whom it is for, its state and money. */
export const ORDER_COLUMNS: Col[] = [
  {
    colId: 'code',
    headerName: '주문번호',
    field: 'code',
    width: 140,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'createdAt',
    headerName: '등록 일시',
    field: 'createdAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 104 },
  {
    colId: 'customerName',
    headerName: '거래처명',
    field: 'customerName',
    width: 160,
    tooltip: true,
  },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 110,
    // A fixed order whose cancel waits for its check says so here, not only in the cancel lists.
    valueFormatter: (p) =>
      p.value
        ? `${ORDER_STATUS_LABELS[p.value as OrderStatus]}${p.data?.cancelPending ? ' · 취소 대기' : ''}`
        : '',
    cellClass: (p) => (p.value ? ORDER_STATUS_CLASS[p.value as OrderStatus] : ''),
  },
  {
    colId: 'lineCount',
    headerName: '품목 수',
    field: 'lineCount',
    width: 80,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
  },
  { ...won('supply', '공급가액', 112), hide: true },
  { ...won('tax', '부가세', 96), hide: true },
  { ...won('total', '확정 금액', 120), hide: true },
  // What is still sold (checked cancels taken off), then what the cancels took back.
  won('netTotal', '합계', 120),
  {
    colId: 'cancelledTotal',
    headerName: '취소액',
    field: 'cancelledTotal',
    width: 120,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
    valueFormatter: (p) =>
      p.node?.rowPinned
        ? formatWon((p.value as number | undefined) ?? 0)
        : cancelledText(p.data?.cancelledTotal ?? 0, p.data?.cancelPending ?? false),
  },
  { colId: 'carNumber', headerName: '차량번호', field: 'carNumber', width: 104 },
  { colId: 'vin', headerName: '차대번호', field: 'vin', width: 170, hide: true },
  { colId: 'warehouseName', headerName: '창고', field: 'warehouseName', width: 100 },
  { colId: 'memo', headerName: '비고', field: 'memo', flex: 1, minWidth: 140, tooltip: true },
  {
    colId: 'fixedAt',
    headerName: '확정 일시',
    field: 'fixedAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];

/**
 * The pinned row under the page: its count and money. 합계 is net of checked cancels (a fully
 * cancelled order adds nothing), 취소액 what the cancels took back.
 */
export const orderPageSummary = (rows: readonly OrderSummary[] | undefined): Partial<OrderSummary> | null => {
  if (!rows || rows.length === 0) return null;
  const live = rows.filter((r) => r.status !== 'cancelled');
  return {
    code: '합계',
    customerName: `이 페이지 ${rows.length}건`,
    lineCount: live.reduce((n, r) => n + r.lineCount, 0),
    supply: live.reduce((n, r) => n + r.supply, 0),
    tax: live.reduce((n, r) => n + r.tax, 0),
    total: live.reduce((n, r) => n + r.total, 0),
    netTotal: rows.reduce((n, r) => n + r.netTotal, 0),
    cancelledTotal: rows.reduce((n, r) => n + r.cancelledTotal, 0),
  };
};
