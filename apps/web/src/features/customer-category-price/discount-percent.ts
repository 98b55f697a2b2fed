/**
 * The clerk types a discount in percent with two decimals; the API stores basis points
 * (1.5 % = 150, negative = a surcharge). Kept apart from the page so the conversion is tested.
 */

/**
 * Basis points of a typed percent ('1.5', '-10', '5%'). Floating point noise is rounded away
 * (1.15 × 100 is 114.999…), but a third decimal stays a fraction so the domain schema answers
 * with its own '0.01% 단위로 입력하세요.'; text that is not a number gives NaN for the schema's
 * '할인율을 숫자로 입력하세요.'.
 */
export const percentToBp = (typed: string): number => {
  const text = typed.trim().replace(/%$/, '').replace(/,/g, '').trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100 * 1e6) / 1e6;
};

/** The percent box's text for stored basis points: always two decimals (150 → '1.50'). */
export const bpToPercentText = (discountBp: number): string => (discountBp / 100).toFixed(2);
