// A stop of the delivery area (배송): every fixed order gets one ('delivery'); the returns issue
// adds pickups ('pickup', its own reference) on the same table, so the dispatch board and the
// driver pages treat both alike. waiting → assigned (a driver, a place in the route) → done or
// failed; cancelled (with who and why) from waiting or assigned; nothing is ever deleted.
export const STOP_KINDS = ['delivery', 'pickup'] as const;
export type StopKind = (typeof STOP_KINDS)[number];
export const STOP_KIND_LABELS: Record<StopKind, string> = { delivery: '배송', pickup: '회수' };

export const DELIVERY_STATUSES = ['waiting', 'assigned', 'done', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  waiting: '배송 대기',
  assigned: '배차 완료',
  done: '배송 완료',
  failed: '배송 실패',
  cancelled: '배송 취소',
};

/** How goods reach the customer (배송 방법). */
export const DELIVERY_METHOD_KINDS = ['driver', 'courier', 'counter', 'quick'] as const;
export type DeliveryMethodKind = (typeof DELIVERY_METHOD_KINDS)[number];
export const DELIVERY_METHOD_KIND_LABELS: Record<DeliveryMethodKind, string> = {
  driver: '자사 기사',
  courier: '택배',
  counter: '방문 수령',
  quick: '퀵서비스',
};

/** What happened to a stop, one row each in its history. */
export const DELIVERY_EVENTS = [
  'create',
  'update',
  'assign',
  'unassign',
  'complete',
  'fail',
  'cancel',
  'handover',
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];
export const DELIVERY_EVENT_LABELS: Record<DeliveryEvent, string> = {
  create: '등록',
  update: '방법·예약 변경',
  assign: '배차',
  unassign: '배차 해제',
  complete: '배송 완료',
  fail: '배송 실패',
  cancel: '배송 취소',
  handover: '인계',
};

const labelOf = (s: DeliveryStatus) => DELIVERY_STATUS_LABELS[s];

/** Pure guards: a Korean reason when the step is not allowed, else null. */
export const whyCannotAssign = (status: DeliveryStatus): string | null =>
  status === 'waiting' || status === 'assigned'
    ? null
    : `${labelOf(status)} 상태의 배송은 배차할 수 없습니다.`;

export const whyCannotChange = (status: DeliveryStatus): string | null =>
  status === 'waiting' || status === 'assigned'
    ? null
    : `${labelOf(status)} 상태의 배송은 방법이나 예약을 바꿀 수 없습니다.`;

export const whyCannotCancel = (status: DeliveryStatus): string | null =>
  status === 'waiting' || status === 'assigned'
    ? null
    : `${labelOf(status)} 상태의 배송은 취소할 수 없습니다.`;

/** A driver finishes (done or failed) only an assigned stop of their own. */
export const whyCannotFinish = (status: DeliveryStatus): string | null => {
  if (status === 'done') return '이미 배송 완료 처리된 건입니다.';
  if (status === 'failed') return '이미 배송 실패 처리된 건입니다.';
  if (status === 'cancelled') return '취소된 배송입니다.';
  if (status === 'waiting') return '배차되지 않은 배송입니다.';
  return null;
};

/** Counter pickup, courier and quick service are handed over at the desk, not by a driver. */
export const whyCannotHandOver = (status: DeliveryStatus, kind: DeliveryMethodKind | null): string | null => {
  if (kind === 'driver' || kind === null) return '자사 기사 배송은 기사가 완료 처리합니다.';
  return status === 'waiting' ? null : `${labelOf(status)} 상태의 배송은 인계할 수 없습니다.`;
};

/** The delivery code of an order: the order's day-number under the delivery letter. */
export const deliveryCodeOfOrder = (orderCode: string, letter: string): string =>
  `${letter}${orderCode.slice(1)}`;
