import { describe, expect, it } from 'vitest';
import {
  cancelledTotals,
  type DraftLine,
  emptyLine,
  isShort,
  lineProblems,
  needsReason,
  orderTotals,
  parseAmount,
  priceProblem,
  qtyProblem,
  suggestedPrice,
  suggestedReason,
  toOrderLines,
  withCandidate,
} from './order-lines';
import type { OrderCandidate } from './sales-order.api';

const candidate = (over: Partial<OrderCandidate> = {}): OrderCandidate =>
  ({
    code: 'P0000007',
    partNo: 'AX60L',
    name: '배터리 AX60L',
    carModel: '모닝·레이',
    norm: '60AH',
    salePrice: 89_000,
    stock: [
      { warehouseCode: 'MAIN', qty: 20 },
      { warehouseCode: 'BUSAN', qty: 5 },
    ],
    lastPrice: null,
    categoryPrice: null,
    suggestedPrice: 89_000,
    ...over,
  }) as OrderCandidate;

const line = (over: Partial<DraftLine> = {}): DraftLine => ({
  ...withCandidate(emptyLine(), candidate()),
  ...over,
});

describe('order register lines', () => {
  it('offers the server suggestion and says where a price other than the sale price comes from', () => {
    expect(suggestedPrice(candidate())).toBe(89_000);
    expect(suggestedReason(candidate())).toBe('');
    const last = { partCode: 'P0000007', unitPrice: 85_000, orderCode: 'O20261101-0003', orderedAt: '' };
    const fromLast = candidate({ lastPrice: last, categoryPrice: 80_100, suggestedPrice: 85_000 });
    expect(suggestedPrice(fromLast)).toBe(85_000);
    expect(suggestedReason(fromLast)).toBe('최근 단가 (O20261101-0003)');
    expect(suggestedReason(candidate({ categoryPrice: 80_100, suggestedPrice: 80_100 }))).toBe(
      '거래처 분류 단가',
    );
  });

  it('needs no typed reason for an agreed price (sale, category or last), but does for any other', () => {
    const last = { partCode: 'P0000007', unitPrice: 85_000, orderCode: 'O20261101-0003', orderedAt: '' };
    const l = withCandidate(
      emptyLine(),
      candidate({ lastPrice: last, categoryPrice: 80_100, suggestedPrice: 85_000 }),
    );
    expect(needsReason({ ...l, unitPrice: 80_100 })).toBe(false);
    expect(needsReason({ ...l, unitPrice: 85_000 })).toBe(false);
    expect(needsReason({ ...l, unitPrice: 70_000 })).toBe(true);
    // The last price's own reason goes to the server with it.
    expect(toOrderLines([l])[0]?.priceReason).toBe('최근 단가 (O20261101-0003)');
  });

  it('puts a candidate on a line with quantity 1 and its name with the car model', () => {
    const l = withCandidate(emptyLine(), candidate());
    expect(l).toMatchObject({
      partCode: 'P0000007',
      partName: '배터리 AX60L 모닝·레이',
      qty: 1,
      unitPrice: 89_000,
    });
  });

  it('adds 10 % VAT per line for a customer whose prices exclude VAT', () => {
    const totals = orderTotals(
      [line({ qty: 3, unitPrice: 33_333 }), line({ qty: 1, unitPrice: 89_000 })],
      false,
    );
    expect(totals).toEqual({
      supply: 188_999,
      tax: 18_899,
      total: 207_898,
      lineCount: 2,
      qty: 4,
      unpriced: 0,
    });
  });

  it('leaves a line that cannot be priced out of the totals instead of throwing (12-digit quantity)', () => {
    // 999,999,999,999 × 89,000 is past a safe integer: pricing it threw a RangeError in render.
    const lines = [line({ qty: 999_999_999_999 }), line({ qty: 1 }), line({ qty: 2, unitPrice: -5 })];
    expect(() => orderTotals(lines, false)).not.toThrow();
    const totals = orderTotals(lines, false);
    expect(totals).toMatchObject({ supply: 89_000, tax: 8_900, total: 97_900, lineCount: 3, qty: 3 });
    expect(totals.unpriced).toBe(2);
    expect(lineProblems(lines)).toEqual([
      '1번째 줄 AX60L: 수량은 99,999 이하로 입력하세요.',
      '3번째 줄 AX60L: 단가는 0 이상으로 입력하세요.',
    ]);
    expect(priceProblem(1.5)).toBe('단가는 원 단위 정수로 입력하세요.');
    expect(priceProblem(null, '1,000,000,001')).toBe('단가는 1,000,000,000원 이하로 입력하세요.');
  });

  it('splits VAT out of each line for a VAT-inclusive customer', () => {
    const totals = orderTotals([line({ qty: 7, unitPrice: 1_234 })], true);
    expect(totals.total).toBe(8_638);
    expect(totals.supply + totals.tax).toBe(8_638);
  });

  it('asks for a reason only when the price differs from the sale price', () => {
    expect(needsReason(line())).toBe(false);
    expect(needsReason(line({ unitPrice: 80_000 }))).toBe(true);
    expect(lineProblems([line({ unitPrice: 80_000 })])).toEqual([
      '1번째 줄 AX60L: 기준 단가와 다르면 변경 사유를 입력하세요.',
    ]);
    expect(lineProblems([line({ unitPrice: 80_000, priceReason: '단골 할인' })])).toEqual([]);
  });

  it('names a negative, fractional or too large quantity as such, not as a missing one', () => {
    expect(lineProblems([line({ qty: -3 })])).toEqual(['1번째 줄 AX60L: 수량은 1 이상으로 입력하세요.']);
    expect(lineProblems([line({ qty: null })])).toEqual(['1번째 줄 AX60L: 수량을 입력하세요.']);
    expect(qtyProblem(0)).toBe('수량은 1 이상으로 입력하세요.');
    expect(qtyProblem(1.5)).toBe('수량은 정수로 입력하세요.');
    expect(qtyProblem(100_000)).toBe('수량은 99,999 이하로 입력하세요.');
    expect(qtyProblem(99_999)).toBeNull();
    // What the cell could not read as a number, from the text typed into it.
    expect(qtyProblem(null, '-3')).toBe('수량은 1 이상으로 입력하세요.');
    expect(qtyProblem(null, '1.5')).toBe('수량은 정수로 입력하세요.');
    expect(qtyProblem(null, '1,000,000,000,000,000')).toBe('수량은 99,999 이하로 입력하세요.');
    expect(qtyProblem(null, '세 개')).toBe('수량은 숫자로 입력하세요.');
    expect(qtyProblem(null, ' ')).toBe('수량을 입력하세요.');
  });

  it('refuses an order with no lines and names a line without a part', () => {
    expect(lineProblems([emptyLine()])).toEqual(['품목을 1개 이상 입력하세요.']);
    expect(lineProblems([{ ...emptyLine(), partNo: 'ZZZ' }])[0]).toContain('1번째 줄: 품목을 고르세요');
  });

  it('sends only complete lines, with a reason only where the price changed', () => {
    const lines = [
      line({ priceReason: '남은 사유' }),
      emptyLine(),
      line({ unitPrice: 80_000, priceReason: ' 할인 ' }),
    ];
    expect(toOrderLines(lines)).toEqual([
      { partCode: 'P0000007', qty: 1, unitPrice: 89_000, priceReason: null, memo: null },
      { partCode: 'P0000007', qty: 1, unitPrice: 80_000, priceReason: '할인', memo: null },
    ]);
  });

  it('warns when the quantity is more than the warehouse holds', () => {
    expect(isShort(line({ qty: 6 }), 'BUSAN')).toBe(true);
    expect(isShort(line({ qty: 6 }), 'MAIN')).toBe(false);
    expect(isShort(line({ qty: 1 }), 'RETURN')).toBe(true);
  });

  it('prices the cancelled units of a fixed order like the sale', () => {
    const lines = [line({ qty: 2, cancelledQty: 1 }), line({ qty: 3, unitPrice: 6_500 })];
    expect(cancelledTotals(lines, false)).toEqual({ supply: 89_000, tax: 8_900, total: 97_900 });
    expect(cancelledTotals(lines.slice(1), false).total).toBe(0);
  });

  it('reads amounts typed with separators or the won sign', () => {
    expect(parseAmount('1,200')).toBe(1200);
    expect(parseAmount('89000원')).toBe(89_000);
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
