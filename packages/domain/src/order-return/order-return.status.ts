// Returns of a fixed order (반품, SPEC §2.12/§2.16): a clerk asks, a second person checks, the goods
// come back and are scanned; the examination's end posts stock, money and points at once.

export const RETURN_KINDS = ['plain', 'exchange', 'defect'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  plain: '일반 반품',
  exchange: '교환 반품',
  defect: '불량 반품',
};

export const RETURN_STATUSES = ['requested', 'checked', 'rejected', 'examined'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: '요청',
  checked: '확인 (회수 대기)',
  rejected: '반려',
  examined: '검수 완료',
};

/** Where a returned unit goes at the examination: back on the shelf, or the defect location. */
export const RETURN_DISPOSITIONS = ['restock', 'defect'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

export const RETURN_DISPOSITION_LABELS: Record<ReturnDisposition, string> = {
  restock: '재입고',
  defect: '불량 위치',
};

/** A defective return goes to the defect location unless told otherwise; others back on the shelf. */
export const defaultDisposition = (kind: ReturnKind): ReturnDisposition =>
  kind === 'defect' ? 'defect' : 'restock';

/** The defect location kept beside a warehouse (a system warehouse of kind `defect`). */
export const defectLocationCode = (warehouseCode: string): string => `DF-${warehouseCode}`;

/** Why this reader may not check (or reject) the return, or null. Four eyes: never one's own. */
export const whyCannotCheckReturn = (
  status: ReturnStatus,
  requestedBy: number | null,
  readerId: number,
): string | null => {
  if (status !== 'requested') return `이미 ${RETURN_STATUS_LABELS[status]} 상태인 반품입니다.`;
  if (requestedBy !== null && requestedBy === readerId)
    return '반품을 요청한 사람은 확인할 수 없습니다. 다른 직원이 확인하세요.';
  return null;
};

/**
 * Units of an order line still open to return: sold, less cancelled, less returned, less what
 * live cancel and return requests already hold.
 */
export const openToReturn = (line: {
  qty: number;
  cancelledQty: number;
  returnedQty: number;
  pendingCancel: number;
  pendingReturn: number;
}): number =>
  Math.max(0, line.qty - line.cancelledQty - line.returnedQty - line.pendingCancel - line.pendingReturn);
