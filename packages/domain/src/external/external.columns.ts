import { listColumns } from '../list/list-columns.js';
import {
  EXTERNAL_CUSTOMER_LABELS as C,
  EXTERNAL_USER_LABELS as L,
  REPORT_LABELS as R,
  SELL_LABELS as S,
} from './external.labels.js';
import type { ExternalCustomer, ExternalUser, Report, SellRow } from './external.schema.js';
import { EXTERNAL_ORDER_STATUS_LABELS, type ExternalOrderRow } from './external-order.schema.js';

/** ExternalUserList. */
export const EXTERNAL_USER_COLUMNS = listColumns<ExternalUser>()([
  { key: 'loginId', label: L.loginId, value: (u) => u.loginId, format: 'code', width: 120, pinned: true },
  { key: 'name', label: L.name, value: (u) => u.name, width: 110, pinned: true },
  { key: 'recommendCode', label: L.recommendCode, value: (u) => u.recommendCode, format: 'code', width: 110 },
  { key: 'phone', label: L.phone, value: (u) => u.phone, width: 130 },
  { key: 'region', label: L.region, value: (u) => u.region, width: 120 },
  {
    key: 'customerCount',
    label: L.customerCount,
    value: (u) => u.customerCount,
    format: 'count',
    width: 110,
  },
  { key: 'deleted', label: L.deleted, value: (u) => (u.deleted ? '삭제' : '사용'), width: 70 },
  { key: 'lastLoginAt', label: L.lastLoginAt, value: (u) => u.lastLoginAt, format: 'datetime', width: 140 },
  { key: 'createdAt', label: L.createdAt, value: (u) => u.createdAt, format: 'date', width: 104 },
]);

/** ExternalRecommendByCust: the customers an external recommended. */
export const EXTERNAL_CUSTOMER_COLUMNS = listColumns<ExternalCustomer>()([
  {
    key: 'customerCode',
    label: C.customerCode,
    value: (r) => r.customerCode,
    format: 'code',
    width: 100,
    pinned: true,
  },
  { key: 'customerName', label: C.customerName, value: (r) => r.customerName, width: 170, pinned: true },
  { key: 'representative', label: C.representative, value: (r) => r.representative, width: 90 },
  { key: 'phone', label: C.phone, value: (r) => r.phone, width: 130 },
  { key: 'address', label: C.address, value: (r) => r.address, width: 240 },
  { key: 'rank', label: C.rank, value: (r) => r.rank, width: 70 },
  { key: 'lastOrderDate', label: C.lastOrderDate, value: (r) => r.lastOrderDate, format: 'date', width: 104 },
  { key: 'lastOrderCode', label: C.lastOrderCode, value: (r) => r.lastOrderCode, format: 'code', width: 140 },
  { key: 'balance', label: C.balance, value: (r) => r.balance, format: 'won', width: 120 },
]);

/** ExternalDayReportList and ExternalWeekReportList. */
export const REPORT_COLUMNS = listColumns<Report>()([
  { key: 'code', label: R.code, value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'reportDate', label: R.reportDate, value: (r) => r.reportDate, format: 'date', width: 104 },
  { key: 'externalName', label: R.externalName, value: (r) => r.externalName, width: 100 },
  { key: 'visits', label: R.visits, value: (r) => r.visits, width: 320 },
  { key: 'readAt', label: R.readAt, value: (r) => r.readAt, format: 'datetime', width: 140 },
  { key: 'readByName', label: R.readByName, value: (r) => r.readByName, width: 90 },
  { key: 'commentCount', label: R.commentCount, value: (r) => r.commentCount, format: 'count', width: 70 },
  { key: 'updatedAt', label: R.updatedAt, value: (r) => r.updatedAt, format: 'datetime', width: 140 },
]);

/** ExternalSellPeriodically: net sales per customer. */
export const SELL_COLUMNS = listColumns<SellRow>()([
  {
    key: 'customerCode',
    label: S.customerCode,
    value: (r) => r.customerCode,
    format: 'code',
    width: 100,
    pinned: true,
  },
  { key: 'customerName', label: S.customerName, value: (r) => r.customerName, width: 170 },
  { key: 'sales', label: S.sales, value: (r) => r.sales, format: 'won', width: 120 },
  { key: 'cancels', label: S.cancels, value: (r) => r.cancels, format: 'won', width: 110 },
  { key: 'returns', label: S.returns, value: (r) => r.returns, format: 'won', width: 110 },
  { key: 'net', label: S.net, value: (r) => r.net, format: 'won', width: 120 },
]);

/** ExternalOrderList: their customers' orders. */
export const EXTERNAL_ORDER_COLUMNS = listColumns<ExternalOrderRow>()([
  { key: 'code', label: '주문 번호', value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'orderDate', label: '주문일', value: (r) => r.orderDate, format: 'date', width: 104 },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: EXTERNAL_ORDER_STATUS_LABELS, width: 130 },
  { key: 'lineCount', label: '품목 수', value: (r) => r.lineCount, format: 'count', width: 80 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'won', width: 120 },
  { key: 'createdByName', label: '접수자', value: (r) => r.createdByName, width: 100 },
]);
