import { describe, expect, it } from 'vitest';
import {
  isPurchaseReturnCode,
  returnableQty,
  whyCannotReturnQty,
  whyRegisterParamsMismatch,
} from './purchase-return.status.js';

describe('returnable quantity of a purchase line', () => {
  it.each([
    [5, 0, 5],
    [5, 2, 3],
    [5, 5, 0],
    [5, 7, 0],
  ])('bought %i, returned %i → %i left', (bought, returned, left) => {
    expect(returnableQty(bought, returned)).toBe(left);
  });

  it.each([
    [3, 5, 2, null],
    [4, 5, 2, '반품할 수 있는 수량은 3개입니다 (매입 5개, 이미 반품 2개).'],
    [1, 5, 5, '매입 5개를 이미 모두 반품했습니다.'],
  ])('return %i of %i with %i returned → %s', (qty, bought, returned, why) => {
    expect(whyCannotReturnQty(qty, bought, returned)).toBe(why);
  });
});

describe('PurchaseReturnRegister URL parameters against the purchase', () => {
  const purchase = {
    purchaseCode: 'R00000001',
    supplierCode: 'S000001',
    lines: [
      { lineNo: 1, brandCode: 'ROCKET' },
      { lineNo: 2, brandCode: null },
    ],
  };
  it.each([
    [{ supplierCode: 'S000001', brandCode: 'rocket', lineNo: 1 }, null],
    [{ supplierCode: 'S000002', brandCode: 'ROCKET', lineNo: 1 }, '매입처는 S000001'],
    [{ supplierCode: 'S000001', brandCode: 'ROCKET', lineNo: 3 }, '3번째 품목이 없습니다'],
    [{ supplierCode: 'S000001', brandCode: 'DELKO', lineNo: 1 }, '브랜드 ROCKET'],
    [{ supplierCode: 'S000001', brandCode: 'X', lineNo: 2 }, '브랜드 없음'],
    [{ supplierCode: 'S000001', brandCode: '-', lineNo: 2 }, null],
  ])('%o → %s', (params, why) => {
    const result = whyRegisterParamsMismatch({ purchaseCode: 'R00000001', ...params }, purchase);
    if (why === null) expect(result).toBeNull();
    else expect(result).toContain(why);
  });
});

describe('return codes', () => {
  it.each([
    ['T00000001', true],
    ['t00000012', true],
    ['R00000001', false],
    ['T123', false],
  ])('%s → %s', (code, ok) => {
    expect(isPurchaseReturnCode(code)).toBe(ok);
  });
});
