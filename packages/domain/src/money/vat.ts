import { withParticle } from '../format/korean-particle.js';
// DESIGN §4: money is integer won and VAT is 10 %. The tax is truncated to whole won (toward
// zero, so a refund splits as the exact negative of the sale) and the supply amount takes the
// rest, which keeps supply + tax = total on every statement line.
export type VatAmounts = { supply: number; tax: number; total: number };

const requireWon = (value: number, name: string): void => {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${withParticle(name, '은/는')} 원 단위 정수여야 합니다: ${value}`);
  }
};

/** Splits a VAT-inclusive total: tax = total / 11 truncated, supply = total − tax. */
export const splitVat = (total: number): VatAmounts => {
  requireWon(total, '합계 금액');
  // Integer division: the exact quotient never lies within rounding error of a whole number.
  const tax = Math.trunc(total / 11);
  return { supply: total - tax, tax, total };
};

/** Adds VAT to a supply amount: tax = supply / 10 truncated, total = supply + tax. */
export const addVat = (supply: number): VatAmounts => {
  requireWon(supply, '공급가액');
  const tax = Math.trunc(supply / 10);
  return { supply, tax, total: supply + tax };
};
