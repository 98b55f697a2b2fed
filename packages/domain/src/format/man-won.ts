const MAN = 10_000;

/** Whole number with thousands separators (1234567 → '1,234,567'), independent of the host locale. */
export const formatThousands = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  const whole = Math.trunc(value);
  const sign = whole < 0 ? '-' : '';
  // BigInt prints every digit where String() would switch to exponent notation from 1e21.
  const digits = BigInt(Math.abs(whole)).toString();
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
};

/**
 * SPEC §9 Korean amount style. Amounts of 10,000 won and above are a count of 만 (10,000) units
 * with separators, followed by the remainder below 만 with separators, and nothing when the
 * remainder is zero: 12,345 → '1만 2,345'; 10,000 → '1만'; 123,456,789 → '12,345만 6,789'.
 * Nothing is rounded away, so the text always reads back as the exact amount. Below 10,000 the
 * amount is shown with separators (9,999 → '9,999'). Negative amounts (refunds) keep their sign
 * in front: −12,345 → '-1만 2,345'. No currency word is added; the caller adds 원 where needed.
 * Money is integer won, so a fraction is cut off rather than shown.
 */
export const formatManWon = (amount: number): string => {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.trunc(amount);
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  if (abs < MAN) return sign + formatThousands(abs);
  const man = Math.floor(abs / MAN);
  const rest = abs % MAN;
  return `${sign}${formatThousands(man)}만${rest > 0 ? ` ${formatThousands(rest)}` : ''}`;
};
