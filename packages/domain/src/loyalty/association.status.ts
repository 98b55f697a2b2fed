import type { PayoutStatus } from './association.schema.js';

// The payout of association points (지급 확인): requested by one member of staff, confirmed (or
// rejected) by another, so no one pays points out alone. Pure guards: a Korean reason or null.

/** Why `actor` may not confirm or reject a payout requested by `requestedBy` (null: they may). */
export const whyCannotDecidePayout = (
  status: PayoutStatus,
  requestedBy: number | null,
  actor: number,
): string | null => {
  if (status === 'confirmed') return '이미 지급 확인된 요청입니다.';
  if (status === 'rejected') return '이미 반려된 요청입니다.';
  if (requestedBy !== null && requestedBy === actor)
    return '지급을 요청한 사람이 직접 확인할 수 없습니다. 다른 직원이 확인해야 합니다.';
  return null;
};

/** A confirmed payout is the only one whose statement prints (a request is not yet a payout). */
export const whyCannotPrintPayout = (status: PayoutStatus): string | null =>
  status === 'confirmed' ? null : '지급 확인된 요청만 명세서를 인쇄할 수 있습니다.';

/** Points of one line at an association setting: a rate of the line total, or points per unit. */
export const associationLinePoints = (
  setting: { mode: 'rate' | 'fixed'; value: number },
  line: { total: number; qty: number },
): number => {
  if (line.total <= 0 || line.qty <= 0 || setting.value <= 0) return 0;
  return setting.mode === 'rate'
    ? Math.trunc((line.total * setting.value) / 10_000)
    : setting.value * line.qty;
};
