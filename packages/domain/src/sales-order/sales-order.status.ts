// The order lifecycle (DESIGN §7): a draft can be edited; fixing moves stock out and raises the
// receivable in one transaction; a fixed order changes only through a checked cancel.
export const ORDER_STATUSES = ['draft', 'fixed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: '작성 중',
  fixed: '확정',
  cancelled: '취소',
};

export const MEMO_STATUSES = ['open', 'working', 'done', 'dropped'] as const;
export type MemoStatus = (typeof MEMO_STATUSES)[number];
export const MEMO_STATUS_LABELS: Record<MemoStatus, string> = {
  open: '대기',
  working: '처리 중',
  done: '주문 완료',
  dropped: '취소',
};

export const CANCEL_REQUEST_STATUSES = ['requested', 'checked', 'rejected'] as const;
export type CancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];
export const CANCEL_REQUEST_STATUS_LABELS: Record<CancelRequestStatus, string> = {
  requested: '취소 요청',
  checked: '취소 확인',
  rejected: '취소 반려',
};

/** Pure guards: a Korean reason when the move is not allowed, else null. */
export const whyCannotModify = (status: OrderStatus): string | null =>
  status === 'draft' ? null : '확정되거나 취소된 주문은 수정할 수 없습니다. 취소 후 다시 등록하세요.';

export const whyCannotFix = (status: OrderStatus, lineCount: number): string | null => {
  if (status === 'fixed') return '이미 확정된 주문입니다.';
  if (status === 'cancelled') return '취소된 주문은 확정할 수 없습니다.';
  if (lineCount === 0) return '품목이 없는 주문은 확정할 수 없습니다.';
  return null;
};

/**
 * A new customer trades once a second employee has confirmed it (신규 거래처 확인): an order for
 * one still waiting is not fixed, unless an admin states why (the reason is recorded).
 */
export const whyUnconfirmedCustomerBlocksFix = (
  customerName: string,
  override: { role: string; reason: string | null } | null,
): string | null => {
  if (!override?.reason) {
    return `'${customerName}' 거래처는 아직 신규 거래처 확인 전입니다. 다른 직원이 신규 거래처 확인에서 확인한 뒤 확정하세요.`;
  }
  if (override.role !== 'admin') return '신규 거래처 확인 전 확정은 관리자만 사유를 적어 할 수 있습니다.';
  return null;
};

export const whyCannotRequestCancel = (status: OrderStatus): string | null =>
  status === 'fixed'
    ? null
    : status === 'draft'
      ? '작성 중인 주문은 취소 요청 없이 폐기할 수 있습니다 (주문 화면의 폐기).'
      : '이미 취소된 주문입니다.';

/** A draft moved nothing, so it may be discarded at once; anything else goes through a cancel. */
export const whyCannotDiscard = (status: OrderStatus): string | null =>
  status === 'draft'
    ? null
    : status === 'fixed'
      ? '확정된 주문은 폐기할 수 없습니다. 취소 요청을 하세요.'
      : '이미 취소된 주문입니다.';

/** A second person checks a cancel: the requester may not (DESIGN §7). */
export const whyCannotCheckCancel = (
  requestedBy: number | null,
  checker: number,
  status: CancelRequestStatus,
): string | null => {
  if (status !== 'requested') return '이미 처리된 취소 요청입니다.';
  if (requestedBy !== null && requestedBy === checker)
    return '취소를 요청한 사람이 직접 확인할 수 없습니다. 다른 직원이 확인해야 합니다.';
  return null;
};
