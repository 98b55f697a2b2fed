import { listColumns } from '../list/list-columns.js';
import { RETURN_KIND_LABELS, RETURN_STATUS_LABELS } from './order-return.status.js';
import type { RedistributionRow, ReturnPartGroupRow, ReturnView } from './order-return.view.js';

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

/** OrderReturnPartGroupQtyInfo's columns, on screen and in its Excel download. */
export const RETURN_PART_GROUP_COLUMNS = listColumns<ReturnPartGroupRow>()([
  { key: 'kindName', label: '부품군', value: (r) => r.kindName, width: 140 },
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 140 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 220 },
  { key: 'pending', label: '진행 중', value: (r) => r.pending, format: 'count', width: 80 },
  { key: 'restocked', label: '재입고', value: (r) => r.restocked, format: 'count', width: 80 },
  { key: 'defect', label: '불량', value: (r) => r.defect, format: 'count', width: 80 },
  { key: 'credit', label: '미수금 차감', value: (r) => r.credit, format: 'won', width: 120 },
]);

/** '주문번호 거래처 ×수량, …': the drafts waiting for a part, in one cell. */
export const waitingOrdersText = (orders: RedistributionRow['waitingOrders']): string =>
  orders.map((o) => `${o.orderCode} ${o.customerName} ×${o.qty}`).join(', ');

/** OrderRedistribution's columns (the screen links each waiting order; the file lists them). */
export const REDISTRIBUTION_COLUMNS = listColumns<RedistributionRow>()([
  { key: 'partNo', label: '품번', value: (r) => r.partNo, width: 140 },
  { key: 'partName', label: '품명', value: (r) => r.partName, width: 220 },
  { key: 'returned', label: '반품 입고', value: (r) => r.returned, format: 'count', width: 90 },
  { key: 'onHand', label: '현재고', value: (r) => r.onHand, format: 'count', width: 80 },
  { key: 'waitingQty', label: '대기 수량', value: (r) => r.waitingQty, format: 'count', width: 90 },
  { key: 'waitingOrders', label: '대기 주문', value: (r) => waitingOrdersText(r.waitingOrders) },
]);
