// What a consignment document does (SPEC issue #18 위탁): goods placed at a customer's shop stay
// our stock in the customer's consignment location; what the shop used is sold from there.
export const CONSIGNMENT_TYPES = ['place', 'withdraw', 'use'] as const;
export type ConsignmentType = (typeof CONSIGNMENT_TYPES)[number];

export const CONSIGNMENT_TYPE_LABELS: Record<ConsignmentType, string> = {
  place: '위탁 출고',
  withdraw: '회수',
  use: '사용(판매)',
};

/** The list's `:type` path segment: one type or every type. */
export const CONSIGNMENT_LIST_TYPES = ['all', ...CONSIGNMENT_TYPES] as const;
export type ConsignmentListType = (typeof CONSIGNMENT_LIST_TYPES)[number];

/**
 * draft: saved, nothing moved (may be modified); posted: the stock moved (changed only by
 * cancelling, which reverses the moves); cancelled: reversed or dropped.
 */
export const CONSIGNMENT_STATUSES = ['draft', 'posted', 'cancelled'] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

export const CONSIGNMENT_STATUS_LABELS: Record<ConsignmentStatus, string> = {
  draft: '미반영',
  posted: '반영',
  cancelled: '취소',
};

/** The customer's consignment location: a system warehouse of kind `consignment`. */
export const consignmentLocationCode = (customerCode: string): string => `CS-${customerCode}`;
