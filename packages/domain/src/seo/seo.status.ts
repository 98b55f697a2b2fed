// A CPS order (the branch's order to head office) moves requested → shipped (a warehouse move
// MAIN → BUSAN in transit) → received (scanned in at Busan). A fill that head office cannot ship
// is failed (with its reason) and may be filled again; a request not yet shipped may be cancelled.
export const CPS_STATUSES = ['requested', 'failed', 'shipped', 'received', 'cancelled'] as const;
export type CpsStatus = (typeof CPS_STATUSES)[number];
export const CPS_STATUS_LABELS: Record<CpsStatus, string> = {
  requested: '요청',
  failed: '실패',
  shipped: '이동 중',
  received: '부산 입고',
  cancelled: '취소',
};

/** What a branch order's CPS column says when no CPS order was sent for it. */
export const CPS_NONE = 'none';
export const CPS_NONE_LABEL = '미요청';

/**
 * The branches by their accounts' partner code: the warehouse each sells from. Head office fills
 * CPS orders from its main warehouse.
 */
export const SEO_BRANCHES: Readonly<Record<string, { name: string; warehouseCode: string }>> = {
  SEO: { name: '서(부산 지점)', warehouseCode: 'BUSAN' },
};
export const HEAD_OFFICE_WAREHOUSE = 'MAIN';

/** Pure guard: why a CPS order cannot be filled (shipped to the branch) now, else null. */
export const whyCannotFillCps = (status: CpsStatus): string | null =>
  status === 'requested' || status === 'failed'
    ? null
    : `${CPS_STATUS_LABELS[status]} 상태의 CPS 주문은 출고할 수 없습니다.`;
