import { describe, expect, it } from 'vitest';
import {
  type BillLineMatch,
  billDifferences,
  paymentOverBalance,
  priceAdjustment,
  unacknowledgedDifference,
  whyCannotAcceptBill,
  whyCannotModifyBill,
} from './supplier-money.status.js';

const line = (over: Partial<BillLineMatch>): BillLineMatch => ({
  lineNo: 1,
  partName: '오일필터',
  openQty: 4,
  receivedPrice: 10_000,
  billedQty: 4,
  billedPrice: 10_000,
  vatIncluded: false,
  ...over,
});

describe('billDifferences', () => {
  it.each([
    ['as received', line({}), []],
    ['a higher price', line({ billedPrice: 10_500 }), [['price', 10_000, 10_500, 2_200]]],
    [
      'a lower price, VAT included',
      line({ billedPrice: 9_900, vatIncluded: true }),
      [['price', 10_000, 9_900, -400]],
    ],
    ['fewer billed', line({ billedQty: 3 }), [['qty', 4, 3, -11_000]]],
    [
      'both',
      line({ billedQty: 2, billedPrice: 11_000 }),
      [
        ['qty', 4, 2, -22_000],
        ['price', 10_000, 11_000, 2_200],
      ],
    ],
  ] as const)('%s', (_name, match, expected) => {
    expect(billDifferences([match]).map((d) => [d.kind, d.received, d.billed, d.amount])).toEqual(expected);
  });
});

describe('priceAdjustment', () => {
  it.each([
    [4, 10_000, 10_500, false, { supply: 2_000, vat: 200, total: 2_200 }],
    [3, 11_000, 10_000, false, { supply: -3_000, vat: -300, total: -3_300 }],
    [1, 5_000, 5_000, true, { supply: 0, vat: 0, total: 0 }],
  ])('%i × %i → %i (VAT included %s)', (billedQty, receivedPrice, billedPrice, vatIncluded, expected) => {
    expect(priceAdjustment({ billedQty, receivedPrice, billedPrice, vatIncluded })).toEqual(expected);
  });
});

describe('unacknowledgedDifference', () => {
  const differences = billDifferences([line({ billedQty: 3, billedPrice: 10_500 })]);
  it.each([
    ['no reason', [], '수량 차이'],
    ['one of two', [{ lineNo: 1, kind: 'qty', reason: '다음 달 청구' }], '단가 차이'],
    ['a blank reason', [{ lineNo: 1, kind: 'qty', reason: '  ' }], '수량 차이'],
    [
      'both',
      [
        { lineNo: 1, kind: 'qty', reason: '다음 달 청구' },
        { lineNo: 1, kind: 'price', reason: '인상 통보' },
      ],
      null,
    ],
  ] as const)('%s', (_name, reasons, expected) => {
    const found = unacknowledgedDifference(differences, reasons, () => '오일필터');
    if (expected === null) expect(found).toBeNull();
    else expect(found).toContain(`1번째 줄 오일필터의 ${expected}`);
  });
});

describe('status rules', () => {
  it.each([
    ['draft', '대사하지 않은', null],
    ['matched', null, null],
    ['accepted', '이미 승인된', '승인된 계산서는'],
  ] as const)('%s', (status, accept, modify) => {
    const a = whyCannotAcceptBill(status);
    const m = whyCannotModifyBill(status);
    if (accept === null) expect(a).toBeNull();
    else expect(a).toContain(accept);
    if (modify === null) expect(m).toBeNull();
    else expect(m).toContain(modify);
  });

  it.each([
    [57_200, 57_200, null],
    [57_201, 57_200, '지급액이 미지급금 잔액(57,200원)을 넘습니다.'],
    [1, 0, '지급액이 미지급금 잔액(0원)을 넘습니다.'],
  ])('pay %i against %i', (amount, balance, expected) => {
    expect(paymentOverBalance(amount, balance)).toBe(expected);
  });
});
