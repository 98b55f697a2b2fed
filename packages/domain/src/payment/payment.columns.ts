import { listColumns } from '../list/list-columns.js';
import type { TossPaymentSummary } from './payment.schema.js';
import { TOSS_PAYMENT_STATE_LABELS } from './payment.status.js';

/** OrderTossInfoList's and TacarTossPaymentList's columns, in the grid and in the Excel file. */
export const TOSS_PAYMENT_COLUMNS = listColumns<TossPaymentSummary>()([
  { key: 'orderId', label: '결제 번호', value: (r) => r.orderId, format: 'code', width: 190, pinned: true },
  { key: 'requestedAt', label: '요청 일시', value: (r) => r.requestedAt, format: 'datetime', width: 140 },
  { key: 'state', label: '상태', value: (r) => r.state, labels: TOSS_PAYMENT_STATE_LABELS, width: 90 },
  { key: 'customerCode', label: '거래처', value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 150 },
  { key: 'method', label: '결제 수단', value: (r) => r.method, width: 90 },
  { key: 'cardLast4', label: '카드 끝자리', value: (r) => r.cardLast4, width: 90 },
  { key: 'amount', label: '결제 금액', value: (r) => r.amount, format: 'won', width: 110 },
  { key: 'canceledAmount', label: '취소 금액', value: (r) => r.canceledAmount, format: 'won', width: 110 },
  { key: 'balanceAmount', label: '남은 금액', value: (r) => r.balanceAmount, format: 'won', width: 110 },
  { key: 'receivableCode', label: '입금 번호', value: (r) => r.receivableCode, width: 140 },
  { key: 'approvedAt', label: '승인 일시', value: (r) => r.approvedAt, format: 'datetime', width: 140 },
  { key: 'memo', label: '메모', value: (r) => r.memo, width: 200, only: 'excel' },
]);
