// How a price history row reads: where the change came from, and old → new with the difference.

const SCREENS: Record<string, string> = {
  full: '품목 수정',
  simple: '간편 수정',
  name: '품명 수정',
  description: '설명 수정',
  copy: '복사 등록',
  excel: '엑셀 등록',
  quick: '간편 등록',
  import: '엑셀 등록',
  save: '매입처 품목 저장',
};

/** `create.full` → '등록 (품목 수정)'; `supplier.excel` → '매입처 (엑셀 등록)'; unknown stays as is. */
export const priceChangeViaLabel = (via: string): string => {
  const [head, tail] = via.includes('.')
    ? [via.slice(0, via.indexOf('.')), via.slice(via.indexOf('.') + 1)]
    : ['', via];
  const screen = SCREENS[tail] ?? tail;
  if (head === 'create') return tail === 'full' ? '신규 등록' : `신규 등록 (${screen})`;
  if (head === 'supplier') return `매입처 단가 (${screen})`;
  return head ? `${head} (${screen})` : screen;
};

const won = (value: number) => value.toLocaleString('ko-KR');

/**
 * '10,000 → 12,000 (+2,000, +20.0%)'; a first price reads '(없음) → 12,000'; no change is ''.
 * The percentage is left out when the old price is 0 (it has no meaning).
 */
export const priceChangeText = (before: number | null, after: number | null): string => {
  if (after === null || before === after) return '';
  if (before === null) return `(없음) → ${won(after)}`;
  const diff = after - before;
  const sign = diff > 0 ? '+' : '−';
  const pct = before === 0 ? '' : `, ${sign}${((Math.abs(diff) / before) * 100).toFixed(1)}%`;
  return `${won(before)} → ${won(after)} (${sign}${won(Math.abs(diff))}${pct})`;
};
