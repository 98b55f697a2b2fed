import { describe, expect, it } from 'vitest';
import type { OrderLineView } from '../sales-order/sales-order.api';
import { cancelLinesText } from './cancel-columns';
import {
  cancelChoices,
  cancelProblems,
  chosenTotal,
  isWholeOrder,
  openQty,
  wholeOrder,
} from './cancel-lines';

const line = (lineNo: number, qty: number, unitPrice: number, cancelledQty = 0): OrderLineView => ({
  lineNo,
  partCode: `P${lineNo}`,
  partNo: `PN-${lineNo}`,
  partName: `품목 ${lineNo}`,
  norm: null,
  qty,
  cancelledQty,
  listPrice: unitPrice,
  unitPrice,
  priceReason: null,
  supply: qty * unitPrice,
  tax: Math.trunc((qty * unitPrice) / 10),
  total: qty * unitPrice + Math.trunc((qty * unitPrice) / 10),
  memo: null,
});

const LINES = [line(1, 2, 89_000), line(2, 3, 6_500, 1)];

describe('cancel request lines', () => {
  it('counts what is still open on a line', () => {
    expect(openQty(LINES[1] as OrderLineView)).toBe(2);
    expect(wholeOrder(LINES)).toEqual({ 1: 2, 2: 2 });
  });

  it('sends only lines with a quantity, in line order', () => {
    expect(cancelChoices({ 2: 1, 1: 0 })).toEqual([{ lineNo: 2, qty: 1 }]);
  });

  it('knows a choice of every open unit is the whole order', () => {
    expect(isWholeOrder(LINES, { 1: 2, 2: 2 })).toBe(true);
    expect(isWholeOrder(LINES, { 1: 1, 2: 2 })).toBe(false);
  });

  it('refuses more than is open, no line, or a reason under two characters', () => {
    expect(cancelProblems(LINES, { 2: 3 }, '고객 변심')).toEqual([
      '2번 PN-2: 취소할 수 있는 수량은 2개입니다.',
    ]);
    expect(cancelProblems(LINES, {}, '')).toEqual([
      '취소할 품목과 수량을 고르세요.',
      '취소 사유를 2자 이상 입력하세요.',
    ]);
  });

  it('names a fractional or negative quantity on its line instead of dropping it, and leaves it out of the total', () => {
    expect(cancelProblems(LINES, { 1: 1.5 }, '고객 변심')).toEqual([
      '1번 PN-1: 취소 수량은 정수로 입력하세요.',
    ]);
    expect(cancelProblems(LINES, { 1: -1 }, '고객 변심')).toEqual([
      '1번 PN-1: 취소 수량은 0 이상으로 입력하세요.',
    ]);
    expect(chosenTotal(LINES, { 1: 1.5 }, false)).toBe(0);
  });

  it('prices the cancelled units by the VAT rule of the order', () => {
    expect(chosenTotal(LINES, { 1: 1 }, false)).toBe(97_900);
    expect(chosenTotal(LINES, { 1: 1 }, true)).toBe(89_000);
  });
});

describe('cancel list cell', () => {
  it('names the first part and counts the rest', () => {
    const lines = [
      { lineNo: 1, partCode: 'P1', partName: '배터리 AX60L', qty: 1, total: 97_900 },
      { lineNo: 3, partCode: 'P3', partName: '에어필터', qty: 2, total: 30_800 },
    ];
    expect(cancelLinesText(lines)).toBe('배터리 AX60L ×1 외 1건');
    expect(cancelLinesText(lines.slice(0, 1))).toBe('배터리 AX60L ×1');
    expect(cancelLinesText([])).toBe('');
  });
});
