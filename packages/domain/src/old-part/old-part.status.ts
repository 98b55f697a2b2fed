// Used parts (폐부품, cores: mostly batteries). Selling a part whose kind has an old-part payback
// code means the customer owes us the old one; drivers collect it (scanned), and each collected
// core earns cash-back points by its payback code, paid once.

export const CORE_COLLECTION_STATUSES = ['collected', 'paid'] as const;
export type CoreCollectionStatus = (typeof CORE_COLLECTION_STATUSES)[number];

export const CORE_COLLECTION_STATUS_LABELS: Record<CoreCollectionStatus, string> = {
  collected: '회수 (캐시백 대기)',
  paid: '캐시백 지급',
};

/** Ageing of what is still out, by days since the sale. */
export const CORE_AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type CoreAgeBucket = (typeof CORE_AGE_BUCKETS)[number];

export const CORE_AGE_BUCKET_LABELS: Record<CoreAgeBucket, string> = {
  '0-30': '30일 이내',
  '31-60': '31~60일',
  '61-90': '61~90일',
  '90+': '90일 초과',
};

export const coreAgeBucket = (days: number): CoreAgeBucket =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

/**
 * Which sale lines a customer's collected cores settle: the oldest first (a driver brings back
 * "the old batteries", not the one of a given invoice). Returns what is still out per line.
 */
export const outstandingByLine = <L extends { qty: number }>(
  lines: readonly L[],
  collected: number,
): (L & { outstanding: number })[] => {
  let left = collected;
  return lines.map((l) => {
    const settled = Math.min(l.qty, Math.max(0, left));
    left -= settled;
    return { ...l, outstanding: l.qty - settled };
  });
};

/** Grades a bought used part is priced by (SpecialOldPartInfo keeps a price per grade). */
export const CORE_GRADES = ['A', 'B', 'C'] as const;
export type CoreGrade = (typeof CORE_GRADES)[number];

export const CORE_SETTLEMENTS = ['credit', 'cash'] as const;
export type CoreSettlement = (typeof CORE_SETTLEMENTS)[number];
export const CORE_SETTLEMENT_LABELS: Record<CoreSettlement, string> = {
  credit: '미수금 차감',
  cash: '현금 지급',
};

/** The scrap location beside a warehouse, where bought cores are kept. */
export const scrapLocationCode = (warehouseCode: string): string => `SC-${warehouseCode}`;
