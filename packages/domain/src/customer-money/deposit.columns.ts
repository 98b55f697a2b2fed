import { listColumns } from '../list/list-columns.js';
import {
  type CustomerMoney,
  DEPOSIT_KIND_LABELS,
  DEPOSIT_METHOD_LABELS,
  type DepositEntry,
} from './deposit.schema.js';

export const DEPOSIT_COLUMNS = listColumns<DepositEntry>()([
  { key: 'code', label: '선수금 번호', value: (r) => r.code, format: 'code', width: 140, pinned: true },
  { key: 'at', label: '일시', value: (r) => r.at, format: 'datetime', width: 140 },
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 150 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: DEPOSIT_KIND_LABELS, width: 100 },
  { key: 'amount', label: '금액', value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'method', label: '방법', value: (r) => r.method, labels: DEPOSIT_METHOD_LABELS, width: 80 },
  { key: 'orderCode', label: '주문 번호', value: (r) => r.orderCode, format: 'code', width: 140 },
  { key: 'reversesCode', label: '정정 대상', value: (r) => r.reversesCode, format: 'code', width: 140 },
  { key: 'reversedBy', label: '정정됨', value: (r) => r.reversedBy, format: 'code', width: 140 },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 200 },
  { key: 'byName', label: '처리자', value: (r) => r.byName, width: 90 },
]);

export const CUSTOMER_MONEY_COLUMNS = listColumns<CustomerMoney>()([
  {
    key: 'customerCode',
    label: '거래처 코드',
    value: (r) => r.customerCode,
    format: 'code',
    width: 90,
    pinned: true,
  },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 180 },
  { key: 'receivable', label: '미수금', value: (r) => r.receivable, format: 'won', width: 120 },
  { key: 'deposit', label: '선수금', value: (r) => r.deposit, format: 'won', width: 120 },
  { key: 'points', label: '포인트', value: (r) => r.points, format: 'count', width: 100 },
  { key: 'lastPaymentAt', label: '최근 입금', value: (r) => r.lastPaymentAt, format: 'datetime', width: 140 },
]);
