import { listColumns } from '../list/list-columns.js';
import { POINT_KIND_LABELS } from '../point/point.kinds.js';
import type { PointBalanceRow, PointEntryRow } from './loyalty.schema.js';

export const POINT_BALANCE_COLUMNS = listColumns<PointBalanceRow>()([
  {
    key: 'customerCode',
    label: '거래처 코드',
    value: (r) => r.customerCode,
    format: 'code',
    width: 90,
    pinned: true,
  },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 180 },
  { key: 'rank', label: '등급', value: (r) => r.rank, width: 80 },
  { key: 'balance', label: '포인트 잔액', value: (r) => r.balance, format: 'count', width: 110 },
  { key: 'earned', label: '적립 합계', value: (r) => r.earned, format: 'count', width: 110 },
  { key: 'used', label: '사용·회수·소멸 합계', value: (r) => r.used, format: 'count', width: 140 },
  { key: 'lastAt', label: '최근 변동', value: (r) => r.lastAt, format: 'datetime', width: 140 },
]);

export const POINT_ENTRY_COLUMNS = listColumns<PointEntryRow>()([
  { key: 'at', label: '일시', value: (r) => r.at, format: 'datetime', width: 140 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: POINT_KIND_LABELS, width: 110 },
  { key: 'amount', label: '포인트', value: (r) => r.amount, format: 'count', width: 90 },
  { key: 'balanceAfter', label: '잔액', value: (r) => r.balanceAfter, format: 'count', width: 100 },
  { key: 'docCode', label: '문서 번호', value: (r) => r.docCode, format: 'code', width: 140 },
  { key: 'docLine', label: '줄', value: (r) => r.docLine, format: 'count', width: 50 },
  { key: 'memo', label: '내용', value: (r) => r.memo, width: 260 },
  { key: 'byName', label: '처리자', value: (r) => r.byName, width: 90 },
]);
