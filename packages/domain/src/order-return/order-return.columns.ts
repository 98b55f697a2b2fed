import { listColumns } from '../list/list-columns.js';
import { RETURN_KIND_LABELS, RETURN_STATUS_LABELS } from './order-return.status.js';
import type { ReturnView } from './order-return.view.js';

/** '헤드램프 ×2 외 1건': what comes back, in one cell. */
export const returnLinesText = (
  lines: readonly Pick<ReturnView['lines'][number], 'partName' | 'qty'>[],
): string => {
  const [first, ...rest] = lines;
  if (!first) return '';
  const head = `${first.partName} ×${first.qty}`;
  return rest.length > 0 ? `${head} 외 ${rest.length}건` : head;
};

/** The return lists' columns, in the grid and in their Excel download. */
export const RETURN_COLUMNS = listColumns<ReturnView>()([
  { key: 'code', label: '반품번호', value: (r) => r.code, format: 'code', width: 138, pinned: true },
  { key: 'requestedAt', label: '요청 일시', value: (r) => r.requestedAt, format: 'datetime', width: 136 },
  { key: 'kind', label: '구분', value: (r) => r.kind, labels: RETURN_KIND_LABELS, width: 90 },
  { key: 'orderCode', label: '원 주문번호', value: (r) => r.orderCode, format: 'code', width: 138 },
  { key: 'customerName', label: '거래처', value: (r) => r.customerName, width: 140 },
  { key: 'lines', label: '반품 품목', value: (r) => returnLinesText(r.lines), width: 200 },
  { key: 'units', label: '수량', value: (r) => r.units, format: 'count', width: 64 },
  { key: 'total', label: '반품 금액', value: (r) => r.total, format: 'won', width: 110 },
  { key: 'pointsReversed', label: '적립금 회수', value: (r) => r.pointsReversed, format: 'won', width: 100 },
  {
    key: 'pointShortfall',
    label: '사용 적립금 차감',
    value: (r) => r.pointShortfall,
    format: 'won',
    width: 110,
  },
  { key: 'credit', label: '미수금 차감', value: (r) => r.credit, format: 'won', width: 110 },
  { key: 'reason', label: '사유', value: (r) => r.reason, width: 180 },
  { key: 'status', label: '상태', value: (r) => r.status, labels: RETURN_STATUS_LABELS, width: 110 },
  { key: 'requestedByName', label: '요청자', value: (r) => r.requestedByName, width: 80 },
  { key: 'checkedByName', label: '확인자', value: (r) => r.checkedByName, width: 80 },
  { key: 'examinedAt', label: '검수 일시', value: (r) => r.examinedAt, format: 'datetime', width: 136 },
  { key: 'rejectReason', label: '반려 사유', value: (r) => r.rejectReason, width: 160, only: 'excel' },
]);
