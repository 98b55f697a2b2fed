import {
  APPROVAL_STATUS_LABELS,
  type ApprovalAction,
  type ApprovalPeople,
  type ApprovalStatus,
  whyCannotApprove,
} from '../purchase/supplier-approval.js';

// Pure rules of a purchase order (발주, SPEC §2.13): the shared four-eyes path decides the approval
// steps; what a saved order still awaits (입고 대기 / 부분 입고 / 입고 완료) is derived from the
// quantities, never stored, so it cannot drift from the arrivals that were fixed.

/** Steps on an order: the shared approval actions, and cutting the not-yet-received remainder of a saved one. */
export type PurchaseOrderAction = ApprovalAction | 'cancelRemainder';

export const whyCannotActOnOrder = (
  action: PurchaseOrderAction,
  status: ApprovalStatus,
  people: ApprovalPeople,
): string | null => {
  if (action !== 'cancelRemainder') return whyCannotApprove(action, status, people);
  return status === 'saved'
    ? null
    : `${APPROVAL_STATUS_LABELS[status]} 상태에서는 잔량 취소를 할 수 없습니다. 확정 전에는 발주 취소를 쓰세요.`;
};

export const RECEIPT_STATES = ['none', 'waiting', 'partial', 'complete', 'closed'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
export const RECEIPT_STATE_LABELS: Record<ReceiptState, string> = {
  none: '',
  waiting: '입고 대기',
  partial: '부분 입고',
  complete: '입고 완료',
  closed: '잔량 취소',
};

export type OrderQty = { ordered: number; received: number; cancelled: number };

/** What is still to arrive of an order line: ordered less what was cancelled and what arrived (fixed). */
export const remainingOf = (q: OrderQty): number => Math.max(0, q.ordered - q.cancelled - q.received);

/** What the order awaits: only a saved order (sent to the supplier) is waiting for goods. */
export const receiptStateOf = (status: ApprovalStatus, q: OrderQty): ReceiptState => {
  if (status !== 'saved') return 'none';
  if (remainingOf(q) > 0) return q.received > 0 ? 'partial' : 'waiting';
  return q.cancelled > 0 ? 'closed' : 'complete';
};

const DAY_MS = 86_400_000;
const ymdUtc = (ymd: string): number =>
  Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));

/** Whole days from the expected day (YYYYMMDD) to today; 0 or less is not late. */
export const daysLate = (expectedYmd: string, todayYmd: string): number =>
  Math.round((ymdUtc(todayYmd) - ymdUtc(expectedYmd)) / DAY_MS);

/** The order quantity a shortage suggests: up to the proper stock, never below zero. */
export const suggestedOrderQty = (properStock: number, onHand: number): number =>
  Math.max(0, properStock - onHand);

/**
 * The refusal when an arrival would bring more than the order line still allows: `fixedBefore`
 * arrived on fixed purchases, `thisQty` is on the purchase being posted.
 */
export const overOrderedProblem = (
  partName: string,
  q: { ordered: number; cancelled: number; fixedBefore: number; thisQty: number },
): string | null => {
  const room = q.ordered - q.cancelled - q.fixedBefore;
  if (q.thisQty <= room) return null;
  return `품목 ${partName}: 발주 잔량 ${Math.max(0, room)}개보다 많이 (${q.thisQty}개) 입고할 수 없습니다.`;
};
