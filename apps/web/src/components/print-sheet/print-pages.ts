// Pure rules of the printed A4 documents (statements, estimates, tax invoices later).

/**
 * Splits the lines over pages: the first page holds fewer (the party boxes take its top), each
 * following page more. An empty document still has one page.
 */
export const paginateRows = <T>(rows: readonly T[], firstPageRows: number, otherPageRows: number): T[][] => {
  const first = Math.max(1, firstPageRows);
  const other = Math.max(1, otherPageRows);
  const pages: T[][] = [rows.slice(0, first)];
  for (let start = first; start < rows.length; start += other) pages.push(rows.slice(start, start + other));
  return pages;
};

const DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const SMALL_UNITS = ['', '십', '백', '천'];
const LARGE_UNITS = ['', '만', '억', '조', '경'];

/** An amount in Korean numerals as written on statements: 1,234,560 → '일백이십삼만사천오백육십'. */
export const koreanNumerals = (amount: number): string => {
  const whole = Math.trunc(Math.abs(amount));
  if (!Number.isFinite(amount) || whole === 0) return '영';
  const groups: number[] = [];
  for (let rest = whole; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  groups.forEach((group, index) => {
    if (group === 0) return;
    let part = '';
    String(group)
      .padStart(4, '0')
      .split('')
      .forEach((digit, position) => {
        const d = Number(digit);
        if (d > 0) part += `${DIGITS[d]}${SMALL_UNITS[3 - position]}`;
      });
    text = `${part}${LARGE_UNITS[index] ?? ''}${text}`;
  });
  return amount < 0 ? `마이너스 ${text}` : text;
};

/** The amount line of a statement: '일금 일백이십삼만사천오백육십원정 (₩1,234,560)'. */
export const amountInWords = (amount: number): string =>
  `일금 ${koreanNumerals(amount)}원정 (₩${Math.trunc(amount).toLocaleString('ko-KR')})`;
