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
