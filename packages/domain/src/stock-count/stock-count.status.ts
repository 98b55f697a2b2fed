// A stock count (재고 실사, SPEC §2.14): planned → counting (the first count entered) → submitted
// (the counters are done) → posted (a second person approved it: the differences went to the
// stock ledger as survey-adjust moves). A submitted count can be sent back for a recount;
// anything not yet posted can be cancelled. Nothing is deleted.
export const STOCK_COUNT_STATUSES = ['planned', 'counting', 'submitted', 'posted', 'cancelled'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const STOCK_COUNT_STATUS_LABELS: Record<StockCountStatus, string> = {
  planned: '계획',
  counting: '실사 중',
  submitted: '승인 대기',
  posted: '승인·반영',
  cancelled: '취소',
};

/** What is counted: every part of the warehouse, parts of some kinds, or parts at some locations. */
export const STOCK_COUNT_SCOPES = ['all', 'kinds', 'locations'] as const;
export type StockCountScope = (typeof STOCK_COUNT_SCOPES)[number];

export const STOCK_COUNT_SCOPE_LABELS: Record<StockCountScope, string> = {
  all: '창고 전체',
  kinds: '품목 분류',
  locations: '위치',
};

export const STOCK_COUNT_ACTIONS = ['count', 'submit', 'reopen', 'approve', 'cancel', 'assign'] as const;
export type StockCountAction = (typeof STOCK_COUNT_ACTIONS)[number];

export const STOCK_COUNT_ACTION_LABELS: Record<StockCountAction, string> = {
  count: '실사 입력',
  submit: '실사 완료',
  reopen: '재실사 요청',
  approve: '승인',
  cancel: '취소',
  assign: '담당자 지정',
};

const FROM: Record<StockCountAction, readonly StockCountStatus[]> = {
  count: ['planned', 'counting'],
  submit: ['counting'],
  reopen: ['submitted'],
  approve: ['submitted'],
  cancel: ['planned', 'counting', 'submitted'],
  assign: ['planned', 'counting'],
};

export const STOCK_COUNT_NEXT: Partial<Record<StockCountAction, StockCountStatus>> = {
  submit: 'submitted',
  reopen: 'counting',
  approve: 'posted',
  cancel: 'cancelled',
};

/** Who took part so far, for the four-eyes rule. */
export type StockCountPeople = {
  submittedBy: number | null;
  /** Everyone who entered a count on one of its lines. */
  countedBy: readonly number[];
  /** The accounts assigned to count (empty: any staff member may). */
  assigned: readonly number[];
  actorId: number;
  actorIsAdmin: boolean;
};

/**
 * A Korean reason when `action` may not be taken on a count in `status` by the actor, else null.
 * The approver is never the one who submitted it nor anyone who counted a line of it: the
 * differences change the books, so a second person must look at them. A count with assigned
 * counters takes counts from them only (and from an admin).
 */
export const whyCannotStockCount = (
  action: StockCountAction,
  status: StockCountStatus,
  people: StockCountPeople,
): string | null => {
  if (!FROM[action].includes(status)) {
    return `${STOCK_COUNT_STATUS_LABELS[status]} 상태에서는 ${STOCK_COUNT_ACTION_LABELS[action]}할 수 없습니다.`;
  }
  if (
    action === 'count' &&
    people.assigned.length > 0 &&
    !people.assigned.includes(people.actorId) &&
    !people.actorIsAdmin
  ) {
    return '이 실사의 담당자가 아닙니다. 지정된 담당자만 실사를 입력할 수 있습니다.';
  }
  if (action === 'approve' && people.submittedBy === people.actorId) {
    return '실사를 완료한 사람은 승인할 수 없습니다. 다른 담당자가 승인하세요.';
  }
  if (action === 'approve' && people.countedBy.includes(people.actorId)) {
    return '실사를 입력한 사람은 승인할 수 없습니다. 다른 담당자가 승인하세요.';
  }
  return null;
};
