import { priceLine, sumAmounts, type VatAmounts, withParticle } from '@erp/domain';

// The number cells of every line grid (order, purchase, …) follow one set of rules, so a clerk
// meets the same refusal, in the same words, on every screen, and no grid ever prices a line the
// server would refuse. A line that cannot be priced is left out of the totals and flagged, never
// allowed to throw while the screen renders (a RangeError took a whole purchase form with it).

export type NumberCellRule = {
  /** The column's name as the clerk reads it: 수량, 단가. */
  label: string;
  min: number;
  max: number;
  /** '원' for money: the limit reads "1,000,000,000원 이하". */
  unit?: string;
};

/** As the server's line schemas allow (orderLineInputSchema, purchaseLineInputSchema). */
export const LINE_QTY_RULE: NumberCellRule = { label: '수량', min: 1, max: 99_999 };
export const ORDER_PRICE_RULE: NumberCellRule = { label: '단가', min: 0, max: 1_000_000_000, unit: '원' };
export const PURCHASE_PRICE_RULE: NumberCellRule = { label: '단가', min: 0, max: 10_000_000_000, unit: '원' };

const grouped = (n: number) => n.toLocaleString('ko-KR');

/**
 * What a clerk typed into a number cell: separators, spaces and 원 are dropped, and anything that
 * reads as a number (negative, fraction, far too large) is kept as that number so its problem can
 * be named; text that is not a number at all gives null.
 */
export const parseCellNumber = (text: string): number | null => {
  const plain = text.replace(/[,\s원]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
};

/** Why a cell's number cannot be sent, in the words the clerk reads, or null when it can. */
export const numberCellProblem = (rule: NumberCellRule, value: number | null, typed = ''): string | null => {
  const topic = withParticle(rule.label, '은/는');
  if (value === null) {
    const text = typed.replace(/[,\s]/g, '');
    return text === '' ? `${withParticle(rule.label, '을/를')} 입력하세요.` : `${topic} 숫자로 입력하세요.`;
  }
  if (!Number.isInteger(value)) return `${topic} ${rule.unit === '원' ? '원 단위 ' : ''}정수로 입력하세요.`;
  if (value < rule.min) return `${topic} ${grouped(rule.min)} 이상으로 입력하세요.`;
  if (value > rule.max) return `${topic} ${grouped(rule.max)}${rule.unit ?? ''} 이하로 입력하세요.`;
  return null;
};

/**
 * A line's money when both its cells pass their rules, else null (the grid shows the line as not
 * priced). The rules keep qty × price far inside a safe integer, so priceLine cannot throw here.
 */
export const lineMoney = (
  qty: number | null,
  unitPrice: number | null,
  vatIncluded: boolean,
  rules: { qty: NumberCellRule; price: NumberCellRule },
): VatAmounts | null => {
  if (qty === null || unitPrice === null) return null;
  if (numberCellProblem(rules.qty, qty) || numberCellProblem(rules.price, unitPrice)) return null;
  return priceLine(qty, unitPrice, vatIncluded);
};

export type PricedTotals = VatAmounts & {
  /** Lines left out of the sums because a cell of theirs is refused. */
  unpriced: number;
};

/** The document's totals over the lines that can be priced, with the count of those left out. */
export const pricedTotals = (amounts: readonly (VatAmounts | null)[]): PricedTotals => ({
  ...sumAmounts(amounts.filter((a): a is VatAmounts => a !== null)),
  unpriced: amounts.filter((a) => a === null).length,
});

/** The line under a grid's totals when some lines are left out of them. */
export const unpricedNote = (unpriced: number): string | null =>
  unpriced > 0 ? `${unpriced}줄은 수량·단가를 고칠 때까지 합계에서 뺐습니다.` : null;
