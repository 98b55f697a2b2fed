import type { PartSetItem } from '@erp/domain';
import { type NumberCellRule, numberCellProblem } from '../../components/line-grid/line-cell-rules';

// The component list of a set while it is edited: a part added twice adds to its quantity (the
// server refuses the same part twice), and the totals compare with the set's own price.

export type SetItemDraft = Pick<
  PartSetItem,
  'partCode' | 'partNo' | 'name' | 'carModel' | 'salePrice' | 'purchasePrice'
> & {
  qty: number;
};

export const addSetItem = (
  items: readonly SetItemDraft[],
  part: Omit<SetItemDraft, 'qty'>,
  qty = 1,
): SetItemDraft[] => {
  const at = items.findIndex((i) => i.partCode === part.partCode);
  if (at < 0) return [...items, { ...part, qty }];
  return items.map((item, index) => (index === at ? { ...item, qty: item.qty + qty } : item));
};

export const setItemQty = (items: readonly SetItemDraft[], partCode: string, qty: number): SetItemDraft[] =>
  items.map((item) => (item.partCode === partCode ? { ...item, qty } : item));

export const removeSetItem = (items: readonly SetItemDraft[], partCode: string): SetItemDraft[] =>
  items.filter((item) => item.partCode !== partCode);

/** Moves an item one place up (-1) or down (+1); the order is the order lines' order. */
export const moveSetItem = (
  items: readonly SetItemDraft[],
  partCode: string,
  step: -1 | 1,
): SetItemDraft[] => {
  const from = items.findIndex((i) => i.partCode === partCode);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
};

/** Sale and purchase price of one set bought as its components. */
/** As the schema allows (partSetItemSchema: 구성 수량 1 to 1,000). */
export const SET_QTY_RULE: NumberCellRule = { label: '구성 수량', min: 1, max: 1_000 };

/** A quantity the cell refuses counts as nothing, so the totals never show an impossible figure. */
const countable = (qty: number) => (numberCellProblem(SET_QTY_RULE, qty) === null ? qty : 0);

export const setItemTotals = (items: readonly SetItemDraft[]) => ({
  sale: items.reduce((sum, i) => sum + i.salePrice * countable(i.qty), 0),
  purchase: items.reduce((sum, i) => sum + i.purchasePrice * countable(i.qty), 0),
});

/** How the set's own price stands against its components': '구성품 합계보다 2,000원 쌉니다.' */
export const setPriceNote = (setPrice: number | null | undefined, componentsSale: number): string | null => {
  if (setPrice === null || setPrice === undefined || componentsSale === 0) return null;
  const diff = componentsSale - setPrice;
  if (diff === 0) return '세트 판매가가 구성품 판매가 합계와 같습니다.';
  const won = Math.abs(diff).toLocaleString('ko-KR');
  return diff > 0
    ? `세트 판매가가 구성품 합계보다 ${won}원 쌉니다.`
    : `세트 판매가가 구성품 합계보다 ${won}원 비쌉니다.`;
};
