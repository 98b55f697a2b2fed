import { describe, expect, it } from 'vitest';
import { numberCellProblem } from '../../components/line-grid/line-cell-rules';
import {
  addSetItem,
  moveSetItem,
  removeSetItem,
  SET_QTY_RULE,
  type SetItemDraft,
  setItemQty,
  setItemTotals,
  setPriceNote,
} from './set-items';

const blade = {
  partCode: 'P1',
  partNo: 'W-650',
  name: '와이퍼 650',
  carModel: '',
  salePrice: 12_000,
  purchasePrice: 8_000,
};
const small = {
  partCode: 'P2',
  partNo: 'W-400',
  name: '와이퍼 400',
  carModel: '',
  salePrice: 9_000,
  purchasePrice: 5_300,
};

describe('set items', () => {
  it('adds a new part with quantity 1 and adds to the quantity when the part is already there', () => {
    let items: SetItemDraft[] = addSetItem([], blade);
    items = addSetItem(items, small);
    items = addSetItem(items, blade, 2);
    expect(items.map((i) => [i.partCode, i.qty])).toEqual([
      ['P1', 3],
      ['P2', 1],
    ]);
  });
  it('changes a quantity, removes and moves items without touching the others', () => {
    const items = addSetItem(addSetItem([], blade), small);
    expect(setItemQty(items, 'P2', 4).map((i) => i.qty)).toEqual([1, 4]);
    expect(removeSetItem(items, 'P1').map((i) => i.partCode)).toEqual(['P2']);
    expect(moveSetItem(items, 'P2', -1).map((i) => i.partCode)).toEqual(['P2', 'P1']);
    expect(moveSetItem(items, 'P1', -1).map((i) => i.partCode)).toEqual(['P1', 'P2']);
  });
  it('totals one set bought as its components', () => {
    const items = setItemQty(addSetItem(addSetItem([], blade), small), 'P2', 2);
    expect(setItemTotals(items)).toEqual({ sale: 30_000, purchase: 18_600 });
  });
  it('leaves a refused quantity (0, 1.5, over 1,000) out of the totals instead of showing a fraction', () => {
    const items = addSetItem(addSetItem([], blade), small);
    const one = setItemTotals(setItemQty(items, 'P2', 0));
    for (const qty of [1.5, -2, 5_000]) expect(setItemTotals(setItemQty(items, 'P2', qty))).toEqual(one);
    expect(numberCellProblem(SET_QTY_RULE, 1.5)).toBe('구성 수량은 정수로 입력하세요.');
    expect(numberCellProblem(SET_QTY_RULE, 5_000)).toBe('구성 수량은 1,000 이하로 입력하세요.');
  });
  it('says how the set price compares with its components', () => {
    expect(setPriceNote(28_000, 30_000)).toBe('세트 판매가가 구성품 합계보다 2,000원 쌉니다.');
    expect(setPriceNote(31_000, 30_000)).toBe('세트 판매가가 구성품 합계보다 1,000원 비쌉니다.');
    expect(setPriceNote(30_000, 30_000)).toBe('세트 판매가가 구성품 판매가 합계와 같습니다.');
    expect(setPriceNote(null, 30_000)).toBeNull();
  });
});
