// Current situation (현재 상황) of a customer. Kept in one place: lists, forms and rules use these.
export const CUSTOMER_STATUSES = ['active', 'hold', 'suspended', 'closed'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  active: '거래 중',
  hold: '출고 보류',
  suspended: '거래 중지',
  closed: '폐업',
};

export const CUSTOMER_TYPES = ['repair', 'dealer', 'body', 'fleet', 'individual', 'other'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  repair: '정비업체',
  dealer: '부품상',
  body: '공업사',
  fleet: '법인·운수',
  individual: '개인',
  other: '기타',
};

/** Why a new customer or a quick change still waits for a second person's check. */
export const canConfirmInsert = (createdBy: number | null, checker: number): string | null =>
  createdBy !== null && createdBy === checker
    ? '등록한 사람이 직접 확인할 수 없습니다. 다른 직원이 확인해야 합니다.'
    : null;
