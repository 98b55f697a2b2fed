import { describe, expect, it } from 'vitest';
import {
  LINE_QTY_RULE,
  lineMoney,
  numberCellProblem,
  ORDER_PRICE_RULE,
  PURCHASE_PRICE_RULE,
  parseCellNumber,
  pricedTotals,
  unpricedNote,
} from './line-cell-rules';

const PURCHASE = { qty: LINE_QTY_RULE, price: PURCHASE_PRICE_RULE };

describe('line grid number cells', () => {
  it('keeps what was typed as a number, so its problem can be named', () => {
    expect(parseCellNumber('1,200')).toBe(1200);
    expect(parseCellNumber(' 89000원 ')).toBe(89_000);
    expect(parseCellNumber('-3')).toBe(-3);
    expect(parseCellNumber('1.5')).toBe(1.5);
    expect(parseCellNumber('99999999999')).toBe(99_999_999_999);
    expect(parseCellNumber('세 개')).toBeNull();
    expect(parseCellNumber('')).toBeNull();
  });

  it('names negative, zero, fractional and too-large quantities and prices', () => {
    expect(numberCellProblem(LINE_QTY_RULE, -3)).toBe('수량은 1 이상으로 입력하세요.');
    expect(numberCellProblem(LINE_QTY_RULE, 0)).toBe('수량은 1 이상으로 입력하세요.');
    expect(numberCellProblem(LINE_QTY_RULE, 1.5)).toBe('수량은 정수로 입력하세요.');
    expect(numberCellProblem(LINE_QTY_RULE, 99_999_999_999)).toBe('수량은 99,999 이하로 입력하세요.');
    expect(numberCellProblem(LINE_QTY_RULE, null)).toBe('수량을 입력하세요.');
    expect(numberCellProblem(LINE_QTY_RULE, null, '세 개')).toBe('수량은 숫자로 입력하세요.');
    expect(numberCellProblem(ORDER_PRICE_RULE, -1)).toBe('단가는 0 이상으로 입력하세요.');
    expect(numberCellProblem(ORDER_PRICE_RULE, 10.5)).toBe('단가는 원 단위 정수로 입력하세요.');
    expect(numberCellProblem(ORDER_PRICE_RULE, 1_000_000_001)).toBe(
      '단가는 1,000,000,000원 이하로 입력하세요.',
    );
    expect(numberCellProblem(PURCHASE_PRICE_RULE, 0)).toBeNull();
    expect(numberCellProblem(LINE_QTY_RULE, 99_999)).toBeNull();
  });

  it('prices no line a cell of which is refused, instead of throwing while the screen renders', () => {
    // 99,999,999,999 × 99,000 is past a safe integer: priceLine itself would throw a RangeError.
    expect(() => lineMoney(99_999_999_999, 99_000, false, PURCHASE)).not.toThrow();
    expect(lineMoney(99_999_999_999, 99_000, false, PURCHASE)).toBeNull();
    expect(lineMoney(1.5, 99_000, false, PURCHASE)).toBeNull();
    expect(lineMoney(3, 99_000, false, PURCHASE)).toEqual({ supply: 297_000, tax: 29_700, total: 326_700 });
  });

  it('totals only the priced lines and says how many were left out', () => {
    const totals = pricedTotals([
      lineMoney(3, 99_000, false, PURCHASE),
      lineMoney(99_999_999_999, 86_000, false, PURCHASE),
      lineMoney(1, 86_000, false, PURCHASE),
    ]);
    expect(totals).toEqual({ supply: 383_000, tax: 38_300, total: 421_300, unpriced: 1 });
    expect(unpricedNote(totals.unpriced)).toBe('1줄은 수량·단가를 고칠 때까지 합계에서 뺐습니다.');
    expect(unpricedNote(0)).toBeNull();
  });
});
