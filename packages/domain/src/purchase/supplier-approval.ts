// The approval path shared by purchase orders (발주) and returns to suppliers (반품), SPEC §2.13:
// a clerk requests (…Request), a checker looks it over (…Check), a second person gives the last
// approval (…LastCheck/:code), and the purchaser saves it (…Save/:puCode): the order goes to the
// supplier, or the return leaves stock. Nothing is deleted: a request is rejected or cancelled.
export const APPROVAL_STATUSES = [
  'requested',
  'checked',
  'approved',
  'saved',
  'rejected',
  'cancelled',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  requested: '요청',
  checked: '확인',
  approved: '최종 승인',
  saved: '확정',
  rejected: '반려',
  cancelled: '취소',
};

export const APPROVAL_ACTIONS = ['modify', 'check', 'lastCheck', 'save', 'reject', 'cancel'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  modify: '수정',
  check: '확인',
  lastCheck: '최종 승인',
  save: '확정',
  reject: '반려',
  cancel: '취소',
};

/** The status each action starts from, and where it leads (modify stays where it is). */
const FROM: Record<ApprovalAction, readonly ApprovalStatus[]> = {
  modify: ['requested', 'checked'],
  check: ['requested'],
  lastCheck: ['checked'],
  save: ['approved'],
  reject: ['requested', 'checked'],
  cancel: ['requested', 'checked', 'approved'],
};

export const APPROVAL_NEXT: Record<Exclude<ApprovalAction, 'modify'>, ApprovalStatus> = {
  check: 'checked',
  lastCheck: 'approved',
  save: 'saved',
  reject: 'rejected',
  cancel: 'cancelled',
};

/** Who did the earlier steps, to keep the four-eyes rule. */
export type ApprovalPeople = {
  requestedBy: number | null;
  checkedBy: number | null;
  actorId: number;
};

/**
 * A Korean reason when `action` may not be taken on a document in `status` by `actorId`, else
 * null. The checker and the last approver are never the requester, and the last approver is not
 * the checker: a purchase order or a return needs two other people before it binds the company.
 */
export const whyCannotApprove = (
  action: ApprovalAction,
  status: ApprovalStatus,
  people: ApprovalPeople,
): string | null => {
  if (!FROM[action].includes(status)) {
    return `${APPROVAL_STATUS_LABELS[status]} 상태에서는 ${APPROVAL_ACTION_LABELS[action]}할 수 없습니다.`;
  }
  if ((action === 'check' || action === 'lastCheck') && people.requestedBy === people.actorId) {
    return `요청한 사람은 ${APPROVAL_ACTION_LABELS[action]}할 수 없습니다. 다른 담당자가 처리하세요.`;
  }
  if (action === 'lastCheck' && people.checkedBy === people.actorId) {
    return '확인한 사람은 최종 승인할 수 없습니다. 다른 담당자가 승인하세요.';
  }
  return null;
};
