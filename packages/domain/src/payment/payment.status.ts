// Card and Toss payments (issue #22) through a gateway shaped like Toss Payments' API: a request
// (ready) is paid in the gateway's window, confirmed by the server (done: a receivable payment is
// posted), and cancelled in whole or in part (each cancel a reversing entry).
export const TOSS_PAYMENT_STATES = ['ready', 'done', 'partial-canceled', 'canceled', 'aborted'] as const;
export type TossPaymentState = (typeof TOSS_PAYMENT_STATES)[number];

export const TOSS_PAYMENT_STATE_LABELS: Record<TossPaymentState, string> = {
  ready: '결제 대기',
  done: '결제 완료',
  'partial-canceled': '부분 취소',
  canceled: '전액 취소',
  aborted: '결제 실패',
};

/** Toss Payments' `method` values and their labels. */
export const TOSS_METHOD_LABELS: Record<string, string> = {
  카드: '카드',
  간편결제: '간편결제',
  계좌이체: '계좌이체',
  가상계좌: '가상계좌',
  휴대폰: '휴대폰',
};

/** Korean reason a cancel cannot run, or null: only a paid payment, never more than what is left. */
export const tossCancelRefusal = (
  state: TossPaymentState,
  balance: number,
  cancelAmount: number | undefined,
): string | null => {
  if (state !== 'done' && state !== 'partial-canceled') return '결제 완료된 건만 취소할 수 있습니다.';
  if (cancelAmount !== undefined && cancelAmount > balance)
    return `취소 금액: 남은 결제 금액(${balance}원)보다 많이 취소할 수 없습니다.`;
  return null;
};
