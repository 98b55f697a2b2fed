// Pickups (회수, SPEC §2.10): a stop for a driver to collect returned goods or used parts (junk)
// at a customer's address within a time window; the dispatch board reads it as a stop of kind
// 'pickup'. Until dispatch exists a driver (an account) is assigned by hand.

export const PICKUP_KINDS = ['return', 'junk'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

export const PICKUP_KIND_LABELS: Record<PickupKind, string> = {
  return: '반품 회수',
  junk: '폐부품 회수',
};

export const PICKUP_STATUSES = ['open', 'assigned', 'picked', 'cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const PICKUP_STATUS_LABELS: Record<PickupStatus, string> = {
  open: '배정 대기',
  assigned: '기사 배정',
  picked: '회수 완료',
  cancelled: '취소',
};

/** Why a pickup cannot move to `next` from `status`, or null. */
export const whyCannotMovePickup = (status: PickupStatus, next: PickupStatus): string | null => {
  if (status === 'picked') return '이미 회수를 마친 건입니다.';
  if (status === 'cancelled') return '취소된 회수입니다.';
  if (next === 'picked' && status !== 'assigned') return '기사를 먼저 배정하세요.';
  return null;
};
