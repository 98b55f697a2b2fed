// An issued billing statement is live until a reversing document voids it; only then may the
// same period be issued again (issue #22: a period is billed once).
export const BILLING_ISSUE_STATES = ['issued', 'voided', 'reversal'] as const;
export type BillingIssueState = (typeof BILLING_ISSUE_STATES)[number];

export const BILLING_ISSUE_STATE_LABELS: Record<BillingIssueState, string> = {
  issued: '발행',
  voided: '취소됨',
  reversal: '취소 전표',
};

/** OrderBilling's :type: every ledger line, or one line per day and kind. */
export const BILLING_VIEW_TYPES = ['detail', 'summary'] as const;
export type BillingViewType = (typeof BILLING_VIEW_TYPES)[number];

/** Korean reason the period cannot be issued, or null. */
export const billingIssueRefusal = (
  live: { code: string; fromDate: string; toDate: string } | undefined,
): string | null =>
  live
    ? `이미 발행한 청구서(${live.code}, ${live.fromDate}~${live.toDate})와 기간이 겹칩니다. 먼저 그 청구서를 취소하세요.`
    : null;
