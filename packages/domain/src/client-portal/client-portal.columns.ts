import { listColumns } from '../list/list-columns.js';
import { ORDER_STATUS_LABELS } from '../sales-order/sales-order.status.js';
import type { ClientLoginRow, ClientOrderRow, ClientUserRow } from './client-portal.schema.js';

// The staff lists of QR customers (ClientUserList, ClientOrderInfo, ClientLogInInfo): grid and Excel.

export const CLIENT_USER_COLUMNS = listColumns<ClientUserRow>()([
  { key: 'loginId', label: '아이디', value: (r) => r.loginId, format: 'code', width: 110, pinned: true },
  { key: 'name', label: '이름', value: (r) => r.name, width: 90, pinned: true },
  { key: 'phone', label: '휴대폰', value: (r) => r.phone, width: 120 },
  { key: 'shopName', label: '가입 매장', value: (r) => r.shopName, width: 150 },
  { key: 'shopCode', label: '매장 코드', value: (r) => r.shopCode, format: 'code', width: 90 },
  { key: 'address', label: '주소', value: (r) => r.address, width: 220 },
  { key: 'cars', label: '차량', value: (r) => r.cars, format: 'count', width: 60 },
  { key: 'orders', label: '주문', value: (r) => r.orders, format: 'count', width: 60 },
  { key: 'openRequests', label: '답변 대기', value: (r) => r.openRequests, format: 'count', width: 80 },
  { key: 'loginCount', label: '로그인 횟수', value: (r) => r.loginCount, format: 'count', width: 90 },
  { key: 'lastLoginAt', label: '최근 로그인', value: (r) => r.lastLoginAt, format: 'datetime', width: 140 },
  { key: 'disabled', label: '사용 중지', value: (r) => r.disabled, format: 'yn', width: 80 },
  { key: 'createdAt', label: '가입일시', value: (r) => r.createdAt, format: 'datetime', width: 140 },
]);

export const CLIENT_ORDER_COLUMNS = listColumns<ClientOrderRow>()([
  { key: 'code', label: 'QR 주문번호', value: (r) => r.code, format: 'code', width: 100, pinned: true },
  { key: 'orderCode', label: '수주 번호', value: (r) => r.orderCode, format: 'code', width: 130 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: ORDER_STATUS_LABELS, width: 80 },
  { key: 'createdAt', label: '주문일시', value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'loginId', label: '아이디', value: (r) => r.loginId, format: 'code', width: 100 },
  { key: 'clientName', label: '고객', value: (r) => r.clientName, width: 90 },
  { key: 'shopName', label: '가입 매장', value: (r) => r.shopName, width: 140 },
  { key: 'vin', label: '차대번호', value: (r) => r.vin, format: 'code', width: 160 },
  { key: 'carNo', label: '차량번호', value: (r) => r.carNo, width: 100 },
  { key: 'firstItem', label: '품목', value: (r) => r.firstItem, width: 180 },
  { key: 'lineCount', label: '품목 수', value: (r) => r.lineCount, format: 'count', width: 70 },
  { key: 'total', label: '합계', value: (r) => r.total, format: 'won', width: 100 },
  { key: 'waybillNo', label: '송장번호', value: (r) => r.waybillNo, format: 'code', width: 120 },
  { key: 'memo', label: '요청 사항', value: (r) => r.memo, width: 200 },
]);

export const CLIENT_LOGIN_COLUMNS = listColumns<ClientLoginRow>()([
  { key: 'at', label: '로그인 일시', value: (r) => r.at, format: 'datetime', width: 150 },
  { key: 'loginId', label: '아이디', value: (r) => r.loginId, format: 'code', width: 110 },
  { key: 'name', label: '이름', value: (r) => r.name, width: 100 },
  { key: 'ip', label: '접속 IP', value: (r) => r.ip, width: 140 },
]);
