// The words of a freight bill: what it is charged to, how it is spread, and where it stands.

/**
 * Documents a freight bill is charged to: a purchase (R…) and a warehouse move (H…). A delivery
 * is not built yet, so it is not offered.
 */
export const FREIGHT_DOC_KINDS = ['purchase', 'move'] as const;
export type FreightDocKind = (typeof FREIGHT_DOC_KINDS)[number];
export const FREIGHT_DOC_KIND_LABELS: Record<FreightDocKind, string> = {
  purchase: '매입',
  move: '창고 이동',
};

/** By value: each line's share follows its supply; by quantity: its units. */
export const FREIGHT_BASES = ['value', 'qty'] as const;
export type FreightBasis = (typeof FREIGHT_BASES)[number];
export const FREIGHT_BASIS_LABELS: Record<FreightBasis, string> = { value: '금액 기준', qty: '수량 기준' };

/** A bill is posted when registered; a correction cancels it (reversing moves), never deletes it. */
export const FREIGHT_STATUSES = ['posted', 'cancelled'] as const;
export type FreightStatus = (typeof FREIGHT_STATUSES)[number];
export const FREIGHT_STATUS_LABELS: Record<FreightStatus, string> = { posted: '배부', cancelled: '취소' };

/** The stock ledger's doc kind of a freight bill's value moves. */
export const FREIGHT_MOVE_DOC_KIND = 'freight';

/** The list's `:type`: a document kind or a status (anything else lists all). */
export const freightListType = (
  type: string | undefined,
): { docKind?: FreightDocKind; status?: FreightStatus } => {
  if ((FREIGHT_DOC_KINDS as readonly string[]).includes(type ?? ''))
    return { docKind: type as FreightDocKind };
  if ((FREIGHT_STATUSES as readonly string[]).includes(type ?? '')) return { status: type as FreightStatus };
  return {};
};
