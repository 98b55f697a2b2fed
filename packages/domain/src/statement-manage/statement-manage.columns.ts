import { listColumns } from '../list/list-columns.js';
import { ORDER_STATUS_LABELS } from '../sales-order/sales-order.status.js';
import type { StatementRow } from './statement-manage.schema.js';

/** StatementOfAccountManage's columns, in the grid and in the Excel file. */
export const STATEMENT_MANAGE_COLUMNS = listColumns<StatementRow>()([
  {
    key: 'orderCode',
    label: '주문 번호',
    value: (r) => r.orderCode,
    format: 'code',
    width: 150,
    pinned: true,
  },
  { key: 'orderDate', label: '주문일', value: (r) => r.orderDate, format: 'date', width: 100 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: ORDER_STATUS_LABELS, width: 80 },
  { key: 'customerCode', label: '거래처', value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'won', width: 110 },
  { key: 'printCount', label: '발행 횟수', value: (r) => r.printCount, format: 'count', width: 90 },
  {
    key: 'lastPrintedAt',
    label: '마지막 발행',
    value: (r) => r.lastPrintedAt,
    format: 'datetime',
    width: 140,
  },
  { key: 'lastPrintedBy', label: '발행자', value: (r) => r.lastPrintedBy, width: 90 },
]);
