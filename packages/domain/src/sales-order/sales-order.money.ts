import { addVat, splitVat, type VatAmounts } from '../money/vat.js';

/**
 * The money of one order line. The unit price is what the customer pays per unit as agreed: VAT
 * included when the customer's prices are VAT-inclusive, else before VAT. VAT is computed per
 * line (as the statement prints it), so the document totals are sums of the lines.
 */
export const priceLine = (qty: number, unitPrice: number, vatIncluded: boolean): VatAmounts => {
  if (!Number.isSafeInteger(qty) || !Number.isSafeInteger(unitPrice)) {
    throw new RangeError('수량과 단가는 정수여야 합니다.');
  }
  const amount = qty * unitPrice;
  return vatIncluded ? splitVat(amount) : addVat(amount);
};

export const sumAmounts = (lines: readonly VatAmounts[]): VatAmounts =>
  lines.reduce(
    (acc, l) => ({ supply: acc.supply + l.supply, tax: acc.tax + l.tax, total: acc.total + l.total }),
    {
      supply: 0,
      tax: 0,
      total: 0,
    },
  );

/**
 * Largest total of one document (order, purchase): 1조 원, far above any real one, so the sums of
 * many stay exact in a JS number. Returns the Korean reason when `total` passes it.
 */
export const DOCUMENT_TOTAL_MAX = 1_000_000_000_000;
export const documentTotalProblem = (label: string, total: number): string | null =>
  total > DOCUMENT_TOTAL_MAX
    ? `${label} 합계: ${DOCUMENT_TOTAL_MAX.toLocaleString('ko-KR')}원 이하여야 합니다 (입력 ${total.toLocaleString('ko-KR')}원).`
    : null;

/**
 * The money a cancel of `qty` units takes back from a line that still has `remainingBefore`
 * units: the line priced at what remains before and after, the difference (negative). Pricing
 * each cancel on its own would round its VAT separately (three cancels of 1 × 7,335 + VAT take
 * back 24,204 of a 24,205 line); this way what is left on the ledger is always the remaining
 * quantity priced as a line, and a line cancelled in parts comes to exactly zero.
 */
export const cancelLineAmount = (
  remainingBefore: number,
  qty: number,
  unitPrice: number,
  vatIncluded: boolean,
): VatAmounts => {
  const before = priceLine(remainingBefore, unitPrice, vatIncluded);
  const after = priceLine(remainingBefore - qty, unitPrice, vatIncluded);
  return {
    supply: after.supply - before.supply,
    tax: after.tax - before.tax,
    total: after.total - before.total,
  };
};

/**
 * What a checked cancel line took back: its stored amounts, or, for cancels checked before the
 * amounts were stored (migration 0019), the per-cancel pricing they were posted with.
 */
export const postedCancelAmount = (
  line: { qty: number; supply: number | null; tax: number | null; total: number | null },
  unitPrice: number,
  vatIncluded: boolean,
): VatAmounts =>
  line.supply === null || line.tax === null || line.total === null
    ? priceLine(-line.qty, unitPrice, vatIncluded)
    : { supply: line.supply, tax: line.tax, total: line.total };
