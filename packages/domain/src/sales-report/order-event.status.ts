import type { OrderStatus } from '../sales-order/sales-order.status.js';

// What can happen to an order (the order log, OrderLog). Each kind is written by the service that
// makes the change, in the same transaction, so the log never says more or less than happened.
export const ORDER_EVENT_KINDS = [
  'registered',
  'modified',
  'price-changed',
  'fixed',
  'cancel-requested',
  'cancel-checked',
  'cancel-rejected',
  'exam-started',
  'exam-refused',
  'examined',
  'printed',
  'date-changed',
  'reservation-changed',
  'discarded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_KIND_LABELS: Record<OrderEventKind, string> = {
  registered: '등록',
  modified: '수정',
  'price-changed': '단가 변경',
  fixed: '확정',
  'cancel-requested': '취소 요청',
  'cancel-checked': '취소 확인',
  'cancel-rejected': '취소 반려',
  'exam-started': '검수 시작',
  'exam-refused': '검수 거부',
  examined: '검수 완료',
  printed: '명세서 출력',
  'date-changed': '주문일 변경',
  'reservation-changed': '예약 변경',
  discarded: '작성 중 폐기',
};

/** OrderChangeInfoList: the events that changed what an order says (not its progress). */
export const ORDER_CHANGE_KINDS = [
  'modified',
  'price-changed',
  'date-changed',
  'reservation-changed',
] as const satisfies readonly OrderEventKind[];

/**
 * Why an order's day cannot move to `newYmd`, or null. A cancelled order stays where it was. The
 * order day is never in the future (a later delivery is a reservation), and a fixed order's day
 * is never after the day it was fixed: its goods left and its sale was booked on that day.
 */
export const whyCannotChangeOrderDate = (input: {
  status: OrderStatus;
  currentYmd: string;
  newYmd: string;
  todayYmd: string;
  fixedYmd: string | null;
}): string | null => {
  if (input.status === 'cancelled') return '취소된 주문은 주문일을 바꿀 수 없습니다.';
  if (input.newYmd === input.currentYmd) return '주문일이 지금과 같습니다.';
  if (input.newYmd > input.todayYmd)
    return '주문일은 오늘 이후로 바꿀 수 없습니다. 나중에 보낼 주문은 예약 일시를 바꾸세요.';
  if (input.status === 'fixed' && input.fixedYmd !== null && input.newYmd > input.fixedYmd)
    return '확정된 주문의 주문일은 확정한 날 이후로 바꿀 수 없습니다.';
  return null;
};

/** Why a reservation cannot be set so, or null: not on a cancelled order, never in the past. */
export const whyCannotChangeReservation = (input: {
  status: OrderStatus;
  date: string | null;
  time: string | null;
  todayYmd: string;
  current: { date: string | null; time: string | null };
}): string | null => {
  if (input.status === 'cancelled') return '취소된 주문은 예약 일시를 바꿀 수 없습니다.';
  if (input.time !== null && input.date === null)
    return '예약 시각만 넣을 수는 없습니다. 예약일을 함께 고르세요.';
  if (input.date !== null && input.date < input.todayYmd) return '예약일은 오늘 이전으로 정할 수 없습니다.';
  if (input.date === input.current.date && input.time === input.current.time)
    return '예약 일시가 지금과 같습니다.';
  return null;
};
